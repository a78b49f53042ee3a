"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ApiError, apiRequest } from "@/lib/api/client";
import { useCreateAction } from "@/lib/query/use-create-action";
import { formatDateTime } from "@/lib/utils/money";
import { MAIL_QUEUED } from "@/lib/email/mail-status";
import Link from "next/link";

/** mailServer: SMTP_URL is set; without it the e-mail only went to the outbox (decision 342). */
type Props = { orderId: string; sentAt: Date | null; mailServer: boolean };

/**
 * On a delivered order's page: when the buyer's "delivery ready" e-mail went, or a warning that
 * it did not (the mail server refused it) with the button that sends it again (decision 161).
 */
export function DeliveryEmailStatus({ orderId, sentAt, mailServer }: Props) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const send = useCreateAction({
    mutationFn: (_: void, request) => apiRequest("POST", `/api/admin/orders/${orderId}/delivery-email`, undefined, request),
    onSuccess: () => router.refresh(),
    onError: (e) => setError(e instanceof ApiError ? (e.serverMessage ?? e.message) : "Something went wrong. Please try again."),
  });
  const busy = send.busy;

  function resend() {
    setError(null);
    send.run();
  }

  if (sentAt && !mailServer)
    return (
      <p>
        E-mail to the buyer: queued {formatDateTime(sentAt)}, not sent. {MAIL_QUEUED}; read it in the{" "}
        <Link href="/admin/outbox" className="underline">
          outbox
        </Link>
        .
      </p>
    );
  if (sentAt) return <p>E-mail to the buyer: sent {formatDateTime(sentAt)}.</p>;
  return (
    <div className="flex flex-col items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3" aria-busy={busy}>
      <p className="text-destructive">
        E-mail to the buyer: <strong>not sent</strong>. The mail server did not take it, so the buyer may not know the delivery is ready.
      </p>
      {error && <p role="alert">{error}</p>}
      <Button size="sm" variant="outline" disabled={busy} onClick={() => void resend()}>
        {busy ? "Sending…" : "Send the e-mail again"}
      </Button>
    </div>
  );
}
