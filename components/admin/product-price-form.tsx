"use client";
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { formatMoney } from "@/lib/utils/money";
import { useCreateAction } from "@/lib/query/use-create-action";
import type { priceChangeFormSchema } from "@/lib/validation/product";
import { lazyZodResolver } from "@/lib/utils/lazy-zod-resolver";
import { ActionResult, type ActionOutcome } from "./action-result";

type Input = z.input<typeof priceChangeFormSchema>;
type Output = z.output<typeof priceChangeFormSchema>;
// zod and the schema load on the first check, not with the page (decision 231).
const resolver = lazyZodResolver<Input, Output>(() => import("@/lib/validation/product").then((m) => m.priceChangeFormSchema));

/**
 * A new price for a product: a new price row for new checkouts (the old one stays for the orders
 * sold at it). One click sends one Idempotency-Key, so a double click makes one price.
 */
type Props = { productId: string; currentCents: number; currency: string; active: boolean };

export function ProductPriceForm({ productId, currentCents, currency, active }: Props) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [result, setResult] = useState<ActionOutcome | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: { amount: "" } });
  const { errors } = form.formState;
  const change = useCreateAction({
    mutationFn: (amountCents: number, request) => apiRequest("POST", `/api/admin/products/${productId}/prices`, { amountCents }, request),
  });

  async function save({ amount }: Output) {
    setResult(null);
    try {
      if (!(await change.runAsync(amount))) return;
      setResult({ ok: true, text: `New checkouts now pay ${formatMoney(amount, currency)}. The shop's pages show it within seconds.` });
      form.reset({ amount: "" });
      startTransition(() => router.refresh());
    } catch (error) {
      setResult({ ok: false, text: serverMessage(error) ?? "The price was not changed. Please try again." });
    }
  }

  const field = `price-${productId}`;
  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="flex flex-col gap-3" aria-label="Change price">
      <Field
        id={field}
        label={`New price (now ${formatMoney(currentCents, currency)})`}
        hint={active ? "Orders and checkouts already started keep their price." : "Off sale: the new price applies once it is back on sale."}
        error={errors.amount?.message}
      >
        <Input id={field} inputMode="decimal" autoComplete="off" placeholder="e.g. 49.99" className="w-40" {...form.register("amount")} />
      </Field>
      <Button type="submit" className="self-start" disabled={change.busy}>
        {change.busy ? "Saving…" : "Change price"}
      </Button>
      <ActionResult result={result} />
    </form>
  );
}
