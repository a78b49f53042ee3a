import type { Metadata } from "next";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { NOT_ON_SALE_MESSAGE, saleProductByUuid } from "@/lib/catalog/products.server";
import { ProductSummary } from "@/components/checkout/product-summary";
import { CheckoutForm } from "@/components/checkout/checkout-form";
import { ProductNotFound } from "@/components/checkout/product-not-found";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

// Spec section 2: ?productId= (default the AI-assisted uuid); an unknown id is an error, and a
// product the operator took off sale is not sold (decision 214). The price is today's.
export default async function CheckoutPage({ searchParams }: { searchParams: Promise<{ productId?: string | string[] }> }) {
  const { productId } = await searchParams;
  const uuid = (Array.isArray(productId) ? productId[0] : productId) || AI_ASSISTED_PRODUCT_UUID;
  const product = await saleProductByUuid(uuid);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-3xl font-bold tracking-tight sm:mb-8 sm:text-4xl">Checkout</h1>
      {product?.active ? (
        <div className="grid items-start gap-6 lg:grid-cols-2 lg:gap-8">
          <ProductSummary product={product} />
          <CheckoutForm productId={product.uuid} />
        </div>
      ) : (
        <ProductNotFound uuid={uuid} message={product ? NOT_ON_SALE_MESSAGE : undefined} />
      )}
    </div>
  );
}
