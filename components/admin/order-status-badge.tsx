import { Badge } from "@/components/ui/badge";
import { ORDER_STATUS_LABELS, type OrderStatus } from "@/lib/orders/order-status";

const VARIANT: Record<OrderStatus, "secondary" | "accent" | "success" | "destructive" | "outline"> = {
  paid: "secondary",
  in_production: "accent",
  delivered: "success",
  refunded: "outline",
  disputed: "destructive",
  revoked: "destructive",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-testid="order-status">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

export function OverdueBadge() {
  return <Badge variant="destructive">Overdue</Badge>;
}
