import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { LoginMarketingPanel } from "@/components/auth/login-marketing-panel";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { saleProductByUuid } from "@/lib/catalog/products.server";

export const metadata: Metadata = { title: "Sign In", description: "Sign in to your AI Influencer Studio account." };

// Static, regenerated when an operator changes the catalogue (decision 214): the panel names the price.
export const revalidate = 300;

export default async function AuthPage() {
  const product = (await saleProductByUuid(AI_ASSISTED_PRODUCT_UUID))!;
  return (
    <div className="mx-auto grid w-full max-w-6xl items-start gap-6 px-4 py-8 sm:py-12 lg:grid-cols-2 lg:gap-10">
      {/* On phones the sign-in card comes first: it is what the visitor came for. */}
      <div className="lg:order-2 lg:pt-6">
        <LoginForm />
      </div>
      <div className="lg:order-1">
        <LoginMarketingPanel price={product.price} />
      </div>
    </div>
  );
}
