import Link from "next/link";
import { PackageX } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/**
 * Spec section 2: an unknown productId raises "Product not found for UUID". A known product
 * taken off sale by the operator says so instead (`message`), with the same way back.
 */
export function ProductNotFound({ uuid, message = "Product not found for UUID" }: { uuid: string; message?: string }) {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
        <StaticIcon icon={PackageX} aria-hidden className="size-10 text-muted-foreground" />
        <div role="alert" className="space-y-1">
          <p className="text-lg font-semibold">{message}</p>
          <p className="break-all text-sm text-muted-foreground">{uuid}</p>
        </div>
        <Button asChild className="h-11">
          <Link href="/checkout">See the AI influencer package</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
