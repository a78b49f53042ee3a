import Image from "next/image";
import { Button } from "@/components/ui/button";
import { CheckoutButton } from "@/components/marketing/checkout-button";
import { JsonLd } from "@/components/marketing/json-ld";
import { Section } from "@/components/marketing/section";
import { StatGrid } from "@/components/marketing/stat-grid";
import { Testimonials } from "@/components/marketing/testimonials";
import { MasteryList, Workflow } from "@/components/marketing/workflow";
import { siteConfig } from "@/config/site";
import { appUrl } from "@/lib/env";
import { pageMetadata, productJsonLd } from "@/lib/marketing/seo";
import { marketingFigures } from "@/lib/marketing/social-proof";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { NOT_ON_SALE_MESSAGE, saleProductByUuid } from "@/lib/catalog/products.server";

// Static, regenerated when an operator changes the catalogue (decision 214); this period is the
// safety net behind that.
export const revalidate = 300;

// The description carries the catalogue's current price, so a price change reaches search results.
export async function generateMetadata() {
  const product = (await saleProductByUuid(AI_ASSISTED_PRODUCT_UUID))!;
  return pageMetadata({
    title: "Create Your Own AI Influencer in 24 Hours",
    description: `Create your own AI influencer: a step-by-step course and done-for-you service. 200+ character images, voice samples and a professional video for a one-time ${product.price}.`,
    path: "/",
  });
}

export default async function LandingPage() {
  const product = (await saleProductByUuid(AI_ASSISTED_PRODUCT_UUID))!;
  // Off sale, no button leads to a checkout that would refuse (issue 44): it says so instead.
  const buy = `Create AI Influencer - ${product.price}`;
  const buyButton = product.active ? (
    <CheckoutButton label={buy} />
  ) : (
    <p role="status" className="rounded-md border bg-muted px-4 py-3 text-center font-medium" data-testid="not-on-sale">
      {NOT_ON_SALE_MESSAGE}
    </p>
  );
  return (
    <>
      <JsonLd data={productJsonLd(appUrl(), product)} />
      <section className="bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <p className="text-sm font-semibold text-primary">{product.active ? `One-time ${product.price} · ` : ""}No monthly fees · Works or Money Back</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-6xl">Create your own AI influencer and launch in 24 hours</h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground">
              200+ character images, voice samples and 1 professional video included, plus the course that shows you how to grow it: lifetime access, instant
              after purchase.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {buyButton}
              <Button asChild size="lg" variant="outline">
                <a href="#demo">Watch Demo</a>
              </Button>
            </div>
          </div>
          <Image
            src="/showcase/sophia-professional.svg"
            alt={`${siteConfig.showcase.firstName}, an AI influencer made with the course, in a professional outfit`}
            width={600}
            height={800}
            priority
            sizes="(min-width: 1024px) 420px, (min-width: 640px) 384px, 160px"
            // Small on phones, where it sits at the fold under the buttons: the headline stays
            // the largest thing on the first screen and so paints with the page, instead of a
            // picture whose paint can wait for the page's script (docs/decisions/033).
            className="mx-auto w-full max-w-40 rounded-2xl shadow-xl sm:max-w-sm"
          />
        </div>
      </section>
      <div className="mx-auto w-full max-w-6xl px-4">
        <StatGrid items={marketingFigures} className="sm:grid-cols-3 lg:grid-cols-6" valueClassName="text-primary" />
      </div>
      <Section id="demo" title="See the workflow" lead="Five steps take you from an idea to a posting AI influencer.">
        <Workflow />
      </Section>
      <Section title="What you will master" lead="Everything you need to run an AI influencer that earns.">
        <MasteryList />
        <div className="mt-10 flex justify-center">{buyButton}</div>
      </Section>
      <Section title="Creators already earning" lead="Real results from people who started where you are.">
        <Testimonials />
        <div className="mt-10 flex justify-center">{buyButton}</div>
      </Section>
    </>
  );
}
