import type { Metadata } from "next";
import Link from "next/link";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { listBroadcasts } from "@/lib/admin/broadcast-console.server";
import { mailServerConfigured } from "@/lib/email/transport.server";
import { buttonVariants } from "@/components/ui/button-variants";
import { formatDate } from "@/lib/utils/money";
import { automatedCounts, automation, DEFAULT_REMINDER_HOURS } from "@/lib/admin/automations.server";
import { onboardingSteps } from "@/lib/admin/onboarding.server";
import { REMINDER_KIND } from "@/lib/admin/checkout-reminders.server";
import { AutomationSwitch } from "@/components/admin/automation-switch";

export const metadata: Metadata = { title: "E-mail", robots: { index: false } };

const STATUS = { draft: "Draft", sending: "Sending", sent: "Sent" } as const;

// Broadcasts (issue 45, item 1; decision 415): each with its state and counts, read from its
// recipient rows; a draft is opened to edit, test and send, a sent one to see who got it.
export default async function EmailPage() {
  await requireOperatorPage();
  const [broadcasts, onboarding, reminder, onboardingCounts, reminderCounts, steps] = await Promise.all([
    listBroadcasts(),
    automation("onboarding"),
    automation("checkout_reminder"),
    automatedCounts("onboarding_"),
    automatedCounts(REMINDER_KIND),
    onboardingSteps(),
  ]);
  const counted = (c: typeof onboardingCounts) =>
    `Sent ${c.sent} · waiting in the outbox ${c.waiting} · failed ${c.failed} · skipped (unsubscribed or bounced) ${c.suppressed}`;
  const waiting = broadcasts.filter((b) => b.status === "sending").reduce((n, b) => n + (b.recipients - b.sent - b.failed - b.suppressed), 0);
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">E-mail</h1>
          <p className="text-sm text-muted-foreground">
            Broadcasts to buyers who agreed to news.{" "}
            <Link href="/admin/email/settings" className="underline underline-offset-4">
              Sending domain (DNS records)
            </Link>
          </p>
        </div>
        <Link href="/admin/email/new" className={buttonVariants()}>
          New broadcast
        </Link>
      </div>
      {!mailServerConfigured() && waiting > 0 && (
        <p role="status" className="rounded-md border border-amber-500 p-3 text-sm">
          No mail server yet: {waiting} message{waiting === 1 ? " is" : "s are"} waiting. Set SMTP_URL to send them; until then they are not sent.
        </p>
      )}
      {broadcasts.length === 0 ? (
        <p className="rounded-lg border p-8 text-center text-muted-foreground">No broadcasts yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left text-muted-foreground">
              <tr>
                <th className="px-3 py-2 font-medium">Subject</th>
                <th className="px-3 py-2 font-medium">Audience</th>
                <th className="px-3 py-2 font-medium">State</th>
                <th className="px-3 py-2 text-right font-medium">Recipients</th>
                <th className="px-3 py-2 text-right font-medium">Sent</th>
                <th className="px-3 py-2 text-right font-medium">Failed</th>
                <th className="px-3 py-2 text-right font-medium">Suppressed</th>
                <th className="px-3 py-2 font-medium">Created</th>
              </tr>
            </thead>
            <tbody>
              {broadcasts.map((b) => (
                <tr key={b.id} className="border-t" data-testid="broadcast-row">
                  <td className="px-3 py-2">
                    <Link href={`/admin/email/${b.id}`} className="font-medium underline underline-offset-4">
                      {b.subject}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{b.audienceLabel}</td>
                  <td className="px-3 py-2">
                    {b.status === "draft" && b.scheduledAt
                      ? `Scheduled for ${b.scheduledAt.toISOString().slice(0, 16).replace("T", " ")} UTC`
                      : STATUS[b.status]}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{b.status === "draft" ? "—" : b.recipients}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{b.sent}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{b.failed}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{b.suppressed}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(b.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section aria-labelledby="automations" className="grid gap-4 rounded-lg border p-4">
        <h2 id="automations" className="text-lg font-semibold">
          Automatic e-mails
        </h2>
        <div className="grid gap-2">
          <h3 className="font-medium">Onboarding sequence</h3>
          <p className="text-sm text-muted-foreground">
            After a purchase made while it is on, each buyer gets these once (a buyer refunded, unsubscribed or bounced gets none):
          </p>
          <ul className="list-disc pl-6 text-sm">
            {steps.map((step) => (
              <li key={step.kind}>
                Day {step.delayDays}: &ldquo;{step.subject}&rdquo;
                {step.only === "not_started_lesson_1"
                  ? " (only if lesson 1 is not started)"
                  : step.only === "no_character"
                    ? " (only if no character yet)"
                    : ""}
              </li>
            ))}
          </ul>
          <Link href="/admin/email/onboarding" className="self-start text-sm underline underline-offset-4">
            Edit the texts and days
          </Link>
          <AutomationSwitch id="onboarding" name="Onboarding sequence" enabled={onboarding?.enabled ?? false} />
          <p className="text-xs text-muted-foreground">{counted(onboardingCounts)}</p>
        </div>
        <div className="grid gap-2 border-t pt-4">
          <h3 className="font-medium">Checkout reminder</h3>
          <p className="text-sm text-muted-foreground">
            One e-mail to an address that started a checkout and did not pay, with a link to a new checkout at today&apos;s price. Never to an address that
            bought, unsubscribed or was refunded; never twice for one product.
          </p>
          <p role="note" className="text-sm text-amber-700 dark:text-amber-400">
            Consent: people at checkout have not agreed to marketing e-mail. Turn this on only if your checkout page tells them you may send this one reminder.
          </p>
          <AutomationSwitch
            id="checkout_reminder"
            name="Checkout reminder"
            enabled={reminder?.enabled ?? false}
            delayHours={reminder?.delayHours ?? DEFAULT_REMINDER_HOURS}
          />
          <p className="text-xs text-muted-foreground">{counted(reminderCounts)}</p>
        </div>
      </section>
    </section>
  );
}
