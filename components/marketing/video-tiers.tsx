import { IntentLink } from "@/components/ui/intent-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CheckItem } from "./check-item";
import { videoTiers } from "@/lib/catalog/catalog";

/** The three volume-discount cards (video tiers of spec section 9), each linking to /services. */
export function VideoTiers() {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {videoTiers.map((tier) => (
        <li key={tier.id}>
          <Card className="flex h-full flex-col">
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <CardTitle>{tier.name}</CardTitle>
                {tier.savings > 0 && <Badge variant="success">{tier.savingsText}</Badge>}
              </div>
              <p className="text-3xl font-bold tabular-nums">
                {tier.pricePerVideo}
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
              <Button asChild variant="outline">
                <IntentLink href="/services" aria-label={`${tier.name}: see services`}>
                  See services
                </IntentLink>
              </Button>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
