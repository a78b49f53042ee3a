"use client";
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiRequest, serverMessage } from "@/lib/api/client";
import type { ProductSaleInput } from "@/lib/validation/product";
import { lazyZodResolver } from "@/lib/utils/lazy-zod-resolver";
import { ActionResult, type ActionOutcome } from "./action-result";

// zod and the schema load on the first check, not with the page (decision 231).
const resolver = lazyZodResolver<ProductSaleInput>(() => import("@/lib/validation/product").then((m) => m.productSaleSchema));

/**
 * Takes a product off sale (new checkouts refused, its pages say so; buyers keep what they
 * bought) or puts it back, with a reason for the audit log.
 */
export function ProductSaleToggle({ productId, active }: { productId: string; active: boolean }) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [result, setResult] = useState<ActionOutcome | null>(null);
  const form = useForm<ProductSaleInput>({ resolver, defaultValues: { active: !active, reason: "" } });
  const { errors, isSubmitting } = form.formState;

  async function save(values: ProductSaleInput) {
    setResult(null);
    try {
      await apiRequest("PATCH", `/api/admin/products/${productId}`, { ...values, active: !active });
      setResult({ ok: true, text: active ? "Taken off sale: new checkouts are refused. Buyers keep their access." : "Back on sale." });
      form.reset({ active, reason: "" });
      startTransition(() => router.refresh());
    } catch (error) {
      setResult({ ok: false, text: serverMessage(error) ?? "Not saved. Please try again." });
    }
  }

  const field = `sale-reason-${productId}`;
  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="flex flex-col gap-3" aria-label={active ? "Take off sale" : "Put on sale"}>
      <Field id={field} label={active ? "Reason to take it off sale" : "Reason to put it back on sale"} error={errors.reason?.message}>
        <Input id={field} autoComplete="off" maxLength={500} className="w-80 max-w-full" {...form.register("reason")} />
      </Field>
      <Button type="submit" variant={active ? "destructive" : "outline"} className="self-start" disabled={isSubmitting}>
        {isSubmitting ? "Saving…" : active ? "Take off sale" : "Put back on sale"}
      </Button>
      <ActionResult result={result} />
    </form>
  );
}
