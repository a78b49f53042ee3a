import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils/cn";
import { managementPlans } from "@/lib/catalog/catalog";
import { CheckItem } from "./check-item";
import { ContactButton } from "./contact-button";

/**
 * The three management plans; Professional is marked most popular. Priced plans offer
 * "Start Management", the custom one "Get Custom Quote": both open the contact form with the
 * plan chosen (decision 030).
 */
export function ManagementPlans() {
  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {managementPlans.map((plan) => (
        <li key={plan.id}>
          <Card className={cn("relative flex h-full flex-col", plan.popular && "border-service shadow-lg ring-1 ring-service")}>
            {plan.popular && <Badge className="absolute -top-3 left-6 bg-service">Most Popular</Badge>}
            <CardHeader>
              <CardTitle className="text-xl">{plan.name}</CardTitle>
              <p className="text-3xl font-bold tabular-nums">{plan.price}</p>
              <CardDescription>{plan.description}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-1 flex-col gap-4 text-sm">
              <ul className="space-y-2">
                {plan.features.map((f) => (
                  <CheckItem key={f}>{f}</CheckItem>
                ))}
              </ul>
              <dl className="grid grid-cols-2 gap-2 rounded-lg bg-muted/60 p-3">
                <dt className="text-muted-foreground">Posts</dt>
                <dd>{plan.postsPerMonth === "Custom" ? "Custom volume" : `${plan.postsPerMonth}/month`}</dd>
                <dt className="text-muted-foreground">Setup</dt>
                <dd>{plan.setupTime}</dd>
                <dt className="text-muted-foreground">Commitment</dt>
                <dd>{plan.monthlyCommitment}</dd>
                <dt className="text-muted-foreground">Platforms</dt>
                <dd>{plan.platforms.join(", ")}</dd>
              </dl>
              <p className="flex-1 text-muted-foreground">Ideal for: {plan.idealFor}</p>
              <ContactButton
                variant={plan.popular ? "service" : "outline"}
                size="lg"
                title={plan.pricePerMonth ? "Start Management" : "Get Custom Quote"}
                plan={plan.id}
                aria-label={`${plan.pricePerMonth ? "Start Management" : "Get Custom Quote"}: ${plan.name}`}
              />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
