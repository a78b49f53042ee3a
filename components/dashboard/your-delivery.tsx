import { outwardHost } from "@/components/ui/outward-mark";
import { Download, ExternalLink, PackageCheck } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { BuyerDelivery } from "@/lib/orders/deliveries.server";
import { formatBytes } from "@/lib/orders/delivery-rules";
import { formatDate, formatDateTime } from "@/lib/utils/money";

/**
 * "Your delivery" on the dashboard (issue 23): for each done-for-you order, the promised date
 * while it is being made, then the delivered files, links and the team's message.
 */
export function YourDelivery({ deliveries }: { deliveries: BuyerDelivery[] }) {
  return (
    <Card data-testid="your-delivery">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <StaticIcon icon={PackageCheck} className="size-5" /> Your delivery
        </CardTitle>
        <CardDescription>The images, voice and video our team makes for your order.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {deliveries.map((order) =>
          order.delivery ? (
            <div key={order.id} className="flex flex-col gap-3">
              <p className="text-sm">
                <span className="font-medium">{order.productName}</span>: delivered {order.delivery.deliveredAt && formatDateTime(order.delivery.deliveredAt)}.
              </p>
              {order.delivery.message && <p className="whitespace-pre-line rounded-md bg-muted p-3 text-sm">{order.delivery.message}</p>}
              <ul className="flex flex-col gap-1 text-sm">
                {order.delivery.items.map((item) => (
                  <li key={item.id}>
                    {item.kind === "file" ? (
                      <a href={item.href} download className="inline-flex items-center gap-1 underline-offset-2 hover:underline">
                        <StaticIcon icon={Download} className="size-4" /> {item.name}
                        <span className="text-muted-foreground">({formatBytes(item.size ?? 0)})</span>
                      </a>
                    ) : (
                      <a
                        href={item.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
                      >
                        <StaticIcon icon={ExternalLink} className="size-4" data-outward /> {item.name}
                        <span className="sr-only"> (opens {outwardHost(item.href) ?? "another site"})</span>
                      </a>
                    )}
                  </li>
                ))}
              </ul>
              <Button asChild variant="outline" className="self-start">
                <a href={order.delivery.zipHref} download>
                  <StaticIcon icon={Download} /> Download all (ZIP)
                </a>
              </Button>
            </div>
          ) : (
            <p key={order.id} className="text-sm">
              <span className="font-medium">{order.productName}</span>: our team is working on it. Delivery within {order.window.days} business days, by{" "}
              {formatDate(order.window.dueAt)}; we e-mail you when it is ready.
            </p>
          ),
        )}
      </CardContent>
    </Card>
  );
}
