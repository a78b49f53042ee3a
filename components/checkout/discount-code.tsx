"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatMoney } from "@/lib/utils/money";
import type { CheckoutIntentState } from "./use-checkout-intent";

type Props = { intent: CheckoutIntentState | null; applyCode: (code: string | undefined) => Promise<string | null> };

/**
 * "Have a code?" (decision 209): the code goes to the server, which prices the checkout and
 * answers with the total; a refused code gets the server's one message, whatever the reason.
 */
export function DiscountCode({ intent, applyCode }: Props) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const applied = intent?.discountCode ?? null;

  async function submit(next: string | undefined) {
    setBusy(true);
    setError(null);
    const refused = await applyCode(next);
    setBusy(false);
    if (refused) setError(refused);
    else if (!next) setCode("");
  }

  const totals = intent && applied && (
    <dl className="space-y-1 rounded-lg border bg-muted/30 p-3 text-sm" data-testid="checkout-total">
      <div className="flex justify-between">
        <dt>Price</dt>
        <dd className="tabular-nums">{formatMoney(intent.baseCents, intent.currency)}</dd>
      </div>
      <div className="flex justify-between text-emerald-700 dark:text-emerald-400">
        <dt>
          Code <span className="font-mono">{applied}</span>
        </dt>
        <dd className="tabular-nums">−{formatMoney(intent.discountCents, intent.currency)}</dd>
      </div>
      <div className="flex justify-between border-t pt-1 font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatMoney(intent.amountCents, intent.currency)}</dd>
      </div>
    </dl>
  );

  if (applied) {
    return (
      <div className="space-y-2">
        {totals}
        <Button type="button" variant="link" className="h-auto p-0 text-sm" disabled={busy} onClick={() => submit(undefined)}>
          {busy ? "Removing code…" : "Remove code"}
        </Button>
      </div>
    );
  }
  if (!open) {
    return (
      <Button type="button" variant="link" className="h-auto p-0 text-sm" aria-expanded={false} onClick={() => setOpen(true)}>
        Have a code?
      </Button>
    );
  }
  return (
    <form
      className="space-y-2"
      aria-label="Apply a code"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) void submit(code.trim());
      }}
    >
      <label htmlFor="discount-code" className="text-sm font-medium">
        Discount code
      </label>
      <div className="flex gap-2">
        <Input
          id="discount-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          maxLength={40}
          className="h-11 uppercase"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "discount-code-error" : undefined}
        />
        <Button
          type="submit"
          variant="outline"
          className="h-11"
          disabled={busy || !intent || code.trim() === ""}
          title={!intent ? "Waiting for the checkout to load" : code.trim() === "" ? "Type a code first" : undefined}
        >
          {busy ? "Checking…" : "Apply"}
        </Button>
      </div>
      {error && (
        <p id="discount-code-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
