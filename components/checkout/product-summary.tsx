import { Check, PackageCheck, ShieldCheck, Zap } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { productKind, type Product } from "@/lib/catalog/catalog";
import { cn } from "@/lib/utils/cn";

/** The checkout's left card: name, price badge, features and the two reassurance lines. */
export function ProductSummary({ product }: { product: Product }) {
  // Spec section 3: the kind (from the id text) only sets the colour: violet or service blue.
  const service = productKind(product.id) === "service";
  return (
    <Card className="w-full">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <CardTitle className="text-2xl">{product.name}</CardTitle>
          <Badge className={cn("px-3 py-1 text-base tabular-nums", service && "bg-service text-white")}>{product.price}</Badge>
        </div>
        <CardDescription className="text-base">{product.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <ul className="space-y-2.5">
          {product.features.map((feature) => (
            <li key={feature} className="flex gap-2.5 text-sm">
              <StaticIcon icon={Check} aria-hidden className={cn("mt-0.5 size-4 shrink-0", service ? "text-service" : "text-primary")} />
              {feature}
            </li>
          ))}
        </ul>
        <div className="space-y-2 border-t pt-4 text-sm text-muted-foreground">
          <p className="flex items-center gap-2">
            <StaticIcon icon={ShieldCheck} aria-hidden className="size-4 text-emerald-600" /> Secure payment processing
          </p>
          {product.videos ? (
            <p className="flex items-center gap-2">
              <StaticIcon icon={PackageCheck} aria-hidden className="size-4 text-amber-500" /> Delivered to your dashboard within {product.deliveryBusinessDays}{" "}
              business days
            </p>
          ) : (
            <p className="flex items-center gap-2">
              <StaticIcon icon={Zap} aria-hidden className="size-4 text-amber-500" /> Instant access after purchase
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
