import { Badge } from "@/components/ui/badge";

/** Draft or published, in words a seller reads at a glance. */
export function StatusBadge({ status }: { status: "draft" | "published" }) {
  return status === "published" ? <Badge>Published</Badge> : <Badge variant="outline">Draft · hidden from buyers</Badge>;
}
