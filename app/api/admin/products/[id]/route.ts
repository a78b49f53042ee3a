import { route } from "@/lib/server/route.server";
import { setProductSale } from "@/lib/admin/products.server";
import { productIdParams, productSaleSchema } from "@/lib/validation/product";

// PATCH { active, reason }: puts the product on sale or takes it off (new checkouts refused;
// buyers keep what they bought); audited with the reason.
export const PATCH = route({ auth: "operator", params: productIdParams, body: productSaleSchema }, ({ operator, params, body }) =>
  setProductSale(operator, params.id, body),
);
