import { IntentLink } from "@/components/ui/intent-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CheckItem } from "./check-item";
import type { VideoPackOffer } from "@/lib/catalog/catalog";
import { NOT_ON_SALE_MESSAGE } from "@/lib/catalog/products.server";

/**
 * The three volume-discount cards (video tiers of spec section 9). Each sells its pack through
 * the checkout (decision 430): the per-video price and saving come from the pack's current price.
 */
export function VideoTiers({ offers }: { offers: (VideoPackOffer & { active: boolean })[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {offers.map(({ tier, packPrice, perVideo, savingsText, active }) => {
        const count = tier.packVideos === 1 ? "1 video" : `${tier.packVideos} videos`;
        return (
          <li key={tier.id}>
            <Card className="flex h-full flex-col" data-testid={`video-tier-${tier.id}`}>
              <CardHeader>
                <div className="flex items-center justify-between gap-2">
                  <CardTitle>{tier.name}</CardTitle>
                  {savingsText !== "Standard price" && <Badge variant="success">{savingsText}</Badge>}
                </div>
                <p className="text-3xl font-bold tabular-nums">
                  {perVideo}
                  <span className="text-sm font-normal text-muted-foreground"> per video</span>
                </p>
                <CardDescription>{tier.description}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-4">
                <ul className="flex-1 space-y-2 text-sm">
                  {tier.features.map((f) => (
                    <CheckItem key={f}>{f}</CheckItem>
                  ))}
                </ul>
                <p className="text-sm text-muted-foreground">
                  {tier.packVideos === 1 ? "Sold one video at a time." : `Sold in packs of ${count}: buy a pack again for more.`}
                </p>
                {active ? (
                  <Button asChild variant="outline">
                    <IntentLink href={`/checkout?productId=${tier.packUuid}`}>
                      Buy {count}: {packPrice}
                    </IntentLink>
                  </Button>
                ) : (
                  <p role="status" className="rounded-md border bg-muted p-3 text-center text-sm font-medium">
                    {NOT_ON_SALE_MESSAGE}
                  </p>
                )}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
