import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { discountChangeSchema } from "@/lib/validation/discount";
import { deactivateDiscount } from "@/lib/admin/discounts.server";

// PATCH { active: false }: the code stops working for new checkouts; audited once.
export const PATCH = route({ auth: "operator", params: idParams, body: discountChangeSchema }, ({ operator, params }) =>
  deactivateDiscount(operator, params.id),
);
