import { IntentLink } from "@/components/ui/intent-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { CheckItem } from "@/components/marketing/check-item";
import { JsonLd } from "@/components/marketing/json-ld";
import { Section } from "@/components/marketing/section";
import { VideoTiers } from "@/components/marketing/video-tiers";
import { appUrl } from "@/lib/env";
import { productFaq } from "@/lib/marketing/faq";
import { faqJsonLd, pageMetadata, productJsonLd } from "@/lib/marketing/seo";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { NOT_ON_SALE_MESSAGE, saleProductByUuid, videoPackOffers } from "@/lib/catalog/products.server";

// Static, regenerated when an operator changes the catalogue (lib/marketing/catalogue-pages.server.ts);
// this period is only the safety net behind that (decision 214).
export const revalidate = 300;

const sold = async () => (await saleProductByUuid(AI_ASSISTED_PRODUCT_UUID))!;

export async function generateMetadata() {
  const { price } = await sold();
  return pageMetadata({
    title: `Create AI Influencer: ${price} One-Time`,
    description: `Your own AI influencer: 200+ character images, voice samples and 1 professional video for a one-time ${price}, with a 30-day guarantee.`,
    path: "/products",
  });
}

export default async function ProductsPage() {
  const [product, packs] = await Promise.all([sold(), videoPackOffers()]);
  const faq = productFaq(
    product.price,
    packs.filter((p) => p.active),
  );
  return (
    <>
      <JsonLd data={productJsonLd(appUrl(), product)} />
      <JsonLd data={faqJsonLd(faq)} />
      <div className="mx-auto w-full max-w-3xl px-4 pt-14 text-center sm:pt-20">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Products</h1>
        <p className="mt-3 text-muted-foreground">One package to create your AI influencer, and volume pricing for more videos.</p>
      </div>
      <section aria-labelledby="product-title" className="mx-auto w-full max-w-3xl px-4 py-10">
        <Card className="border-primary/40 shadow-lg">
          <CardHeader className="gap-3">
            <h2 id="product-title" className="text-2xl font-bold">
              {product.name}
            </h2>
            <CardDescription className="text-base">{product.description}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <ul className="grid gap-2 sm:grid-cols-2">
              {product.features.slice(0, 6).map((feature) => (
                <CheckItem key={feature}>{feature}</CheckItem>
              ))}
            </ul>
            {product.active ? (
              <Button asChild size="lg" className="text-lg">
                <IntentLink href={`/checkout?productId=${product.uuid}`}>{product.price}</IntentLink>
              </Button>
            ) : (
              <p role="status" className="rounded-md border bg-muted p-3 text-center font-medium">
                {NOT_ON_SALE_MESSAGE}
              </p>
            )}
            <div className="flex flex-wrap justify-center gap-2">
              {["Instant Access", "30-Day Guarantee", "No Hidden Fees"].map((label) => (
                <Badge key={label} variant="accent">
                  {label}
                </Badge>
              ))}
            </div>
          </CardContent>
        </Card>
      </section>
      <Section title="Volume discounts" lead="Need more videos? The more you order, the less each one costs.">
        <VideoTiers offers={packs} />
      </Section>
      <Section title="Frequently asked questions" className="max-w-3xl">
        <div className="divide-y rounded-xl border">
          {faq.map((item) => (
            <details key={item.question} className="group p-4">
              <summary className="flex min-h-11 cursor-pointer items-center font-medium">{item.question}</summary>
              <p className="mt-2 text-muted-foreground">{item.answer}</p>
            </details>
          ))}
        </div>
      </Section>
    </>
  );
}
