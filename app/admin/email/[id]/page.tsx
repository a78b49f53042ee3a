import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { audienceCounts, broadcastDetail } from "@/lib/admin/broadcast-console.server";
import { MAX_CLAIMS, audienceLabel } from "@/lib/admin/broadcasts.server";
import { audienceKey } from "@/lib/validation/broadcast";
import { BroadcastEditor } from "@/components/admin/broadcast-editor";
import { previewMail } from "@/lib/admin/broadcast-mail.server";

export const metadata: Metadata = { title: "Broadcast", robots: { index: false } };

const STATE = { queued: "Queued", sent: "Sent", failed: "Failed", suppressed: "Suppressed (skipped)", bounced: "Bounced" } as const;

// One broadcast: a draft is edited, tested and sent here; once sending, its counts and its
// recipients with their state, all from its recipient rows (decision 415).
export default async function BroadcastPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOperatorPage();
  const id = z.uuid().safeParse((await params).id);
  const detail = id.success ? await broadcastDetail(id.data) : null;
  if (!detail) notFound();
  const { broadcast, counts, recipients, mailServer } = detail;
  const back = (
    <Link href="/admin/email" className="text-sm text-muted-foreground underline underline-offset-4">
      ← All broadcasts
    </Link>
  );
  if (broadcast.status === "draft") {
    const draft = {
      ...broadcast,
      audience: audienceKey(broadcast),
      scheduledAt: broadcast.scheduledAt?.toISOString() ?? null,
      html: previewMail(broadcast).html,
    };
    return (
      <section className="flex flex-col gap-4">
        {back}
        <h1 className="text-2xl font-bold tracking-tight">Draft: {broadcast.subject}</h1>
        <BroadcastEditor draft={draft} audiences={await audienceCounts()} />
      </section>
    );
  }
  const tiles: [string, number][] = [
    ["Queued", counts.queued],
    ["Sent", counts.sent],
    ["Failed", counts.failed],
    ["Suppressed", counts.suppressed],
    ["Bounced", counts.bounced],
    ["Unsubscribed since", counts.unsubscribed],
    ["Interrupted", counts.interrupted],
  ];
  return (
    <section className="flex flex-col gap-4">
      {back}
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{broadcast.subject}</h1>
        <p className="text-sm text-muted-foreground">
          {audienceLabel(broadcast)} · {broadcast.status === "sent" ? "Sent" : "Sending"}
          {broadcast.startedAt && ` · started ${broadcast.startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`}
        </p>
      </div>
      {!mailServer && counts.queued > 0 && (
        <p role="status" className="rounded-md border border-amber-500 p-3 text-sm">
          No mail server yet: {counts.queued} message{counts.queued === 1 ? " is" : "s are"} waiting. Set SMTP_URL to send them.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7" aria-label="Counts">
        {tiles.map(([label, n]) => (
          <div key={label} className="rounded-lg border p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid={`count-${label.split(" ")[0]!.toLowerCase()}`}>
              {n}
            </dd>
          </div>
        ))}
      </dl>
      {counts.interrupted > 0 && (
        <p className="text-sm text-muted-foreground">
          Interrupted: the sending stopped {MAX_CLAIMS} times between our claim and our record of the mail server&apos;s answer, so these may or may not have
          it. They are not sent again.
        </p>
      )}
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th className="px-3 py-2 font-medium">Recipient</th>
              <th className="px-3 py-2 font-medium">State</th>
              <th className="px-3 py-2 font-medium">Mail server&apos;s answer</th>
            </tr>
          </thead>
          <tbody>
            {recipients.map((r) => (
              <tr key={r.email} className="border-t" data-testid="recipient-row">
                <td className="px-3 py-2">{r.email}</td>
                <td className="px-3 py-2">{r.state === "queued" && r.attempts >= MAX_CLAIMS ? "Interrupted" : STATE[r.state]}</td>
                <td className="px-3 py-2 text-muted-foreground">{r.answer ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
