import type { Metadata } from "next";
import { emailOfUnsubscribeToken, isSuppressed } from "@/lib/email/marketing.server";
import { UnsubscribeConfirm } from "@/components/marketing/unsubscribe-confirm";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };

// The footer link of marketing mail (issue 45, item 6; decision 391). Opening it changes nothing
// (mail scanners open links); the button does, through the same one-click address.
export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const email = emailOfUnsubscribeToken(token);
  const already = email ? await isSuppressed(email) : false;
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Unsubscribe</h1>
      {!email ? (
        <p>This unsubscribe link is not valid. Use the link at the foot of the latest e-mail you received from us.</p>
      ) : already ? (
        <p role="status">{email} is unsubscribed: no news or offers go to it. Receipts, password links and messages about your orders still arrive.</p>
      ) : (
        <>
          <p>
            Stop news and offers to <span className="font-medium">{email}</span>? Receipts, password links and messages about your orders still arrive.
          </p>
          <UnsubscribeConfirm token={token} email={email} />
        </>
      )}
    </section>
  );
}
