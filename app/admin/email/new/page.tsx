import type { Metadata } from "next";
import Link from "next/link";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { audienceCounts } from "@/lib/admin/broadcast-console.server";
import { BroadcastEditor } from "@/components/admin/broadcast-editor";

export const metadata: Metadata = { title: "New broadcast", robots: { index: false } };

export default async function NewBroadcastPage() {
  await requireOperatorPage();
  const audiences = await audienceCounts();
  return (
    <section className="flex flex-col gap-4">
      <Link href="/admin/email" className="text-sm text-muted-foreground underline underline-offset-4">
        ← All broadcasts
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">New broadcast</h1>
      <BroadcastEditor draft={{ id: null, subject: "", markdown: "", audience: "buyers", scheduledAt: null }} audiences={audiences} />
    </section>
  );
}
