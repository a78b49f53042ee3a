"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { MAIL_QUEUED, type MailOutcome } from "@/lib/email/mail-status";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { formatMoney } from "@/lib/utils/money";
import type { orderRefundFormSchema } from "@/lib/validation/order";
import { lazyZodResolver } from "@/lib/utils/lazy-zod-resolver";
import { ActionResult, type ActionOutcome } from "./action-result";

type Props = { orderId: string; refundableCents: number; currency: string };
type Input = z.input<typeof orderRefundFormSchema>;
type Output = z.output<typeof orderRefundFormSchema>;
// zod and the schema load on the first Refund, not with the page (decision 231).
const resolver = lazyZodResolver<Input, Output>(() => import("@/lib/validation/order").then((m) => m.orderRefundFormSchema));

/**
 * Refund part or all of an order: the amount (what is left, unless changed) and a reason, then a
 * second press that names the amount. The form's key goes with the request, so a double click or
 * a retry refunds once (lib/admin/refunds.server.ts); a new key is made after each refund.
 */
/** What happened to the buyer's refund e-mail (decision 342); a replayed refund sent none. */
function refundMailWords(mail: MailOutcome | undefined): string {
  if (mail === "sent") return " The buyer has been e-mailed.";
  if (mail === "queued") return ` The buyer's e-mail is in the outbox, not sent. ${MAIL_QUEUED}.`;
  if (mail === "retrying") return " The buyer's e-mail is in the outbox: the mail server did not take it yet, so it is tried again.";
  return "";
}

export function OrderRefund({ orderId, refundableCents, currency }: Props) {
  const router = useRouter();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState<Output | null>(null);
  const [result, setResult] = useState<ActionOutcome | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { amount: (refundableCents / 100).toFixed(2), reason: "" },
  });
  const { errors } = form.formState;

  if (refundableCents === 0) return <p className="mt-3 text-sm text-muted-foreground">Fully refunded: nothing is left to refund.</p>;

  async function refund(values: Output) {
    setSending(true);
    setResult(null);
    try {
      const res = await apiRequest("POST", `/api/admin/orders/${orderId}/refunds`, { amountCents: values.amount, reason: values.reason, key });
      const { mail } = (await res.json()) as { mail?: MailOutcome };
      setResult({ ok: true, text: `Refunded ${formatMoney(values.amount, currency)}.${refundMailWords(mail)}` });
      setKey(crypto.randomUUID());
      setConfirming(null);
      form.reset({ amount: "", reason: "" });
      router.refresh();
    } catch (error) {
      setResult({ ok: false, text: serverMessage(error) ?? "The refund could not be made. Please try again." });
      setConfirming(null);
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={form.handleSubmit(setConfirming)} noValidate className="mt-4 flex flex-col gap-3 border-t pt-4" aria-label="Refund">
      <h3 className="text-sm font-semibold">Refund</h3>
      <Field id="refund-amount" label={`Amount (up to ${formatMoney(refundableCents, currency)})`} error={errors.amount?.message}>
        <Input id="refund-amount" inputMode="decimal" autoComplete="off" disabled={confirming !== null} {...form.register("amount")} />
      </Field>
      <Field id="refund-reason" label="Reason (kept in the order's timeline)" error={errors.reason?.message}>
        <Textarea id="refund-reason" rows={2} disabled={confirming !== null} {...form.register("reason")} />
      </Field>
      <ActionResult result={result} />
      {confirming ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="destructive" disabled={sending} onClick={() => refund(confirming)}>
            {sending ? "Refunding..." : `Yes, refund ${formatMoney(confirming.amount, currency)}`}
          </Button>
          <Button type="button" variant="outline" disabled={sending} onClick={() => setConfirming(null)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button type="submit" variant="outline" className="self-start">
          Refund…
        </Button>
      )}
    </form>
  );
}
