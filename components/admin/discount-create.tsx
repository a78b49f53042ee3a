"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { useCreateAction } from "@/lib/query/use-create-action";
import { deservesGeneratedCode, generateDiscountCode } from "@/lib/admin/discount-code";
import { ActionResult, type ActionOutcome } from "./action-result";

type Values = { code: string; kind: "percent" | "amount"; percentOff: string; amountOff: string; expiresOn: string; maxRedemptions: string; productId: string };

// What the form sends: the amount typed in dollars goes as cents, a date as the end of that day (UTC).
function toBody(v: Values) {
  return {
    code: v.code,
    kind: v.kind,
    ...(v.kind === "percent" ? { percentOff: v.percentOff } : { amountOffCents: v.amountOff.trim() === "" ? "" : Math.round(Number(v.amountOff) * 100) }),
    expiresAt: v.expiresOn ? `${v.expiresOn}T23:59:59.999Z` : "",
    maxRedemptions: v.maxRedemptions,
    productId: v.productId,
  };
}

/** The operator's "New code" form (decision 209): the server checks every field and answers in words. */
export function DiscountCreate({ products }: { products: { id: string; name: string }[] }) {
  const router = useRouter();
  const [result, setResult] = useState<ActionOutcome | null>(null);
  const form = useForm<Values>({
    defaultValues: { code: "", kind: "percent", percentOff: "", amountOff: "", expiresOn: "", maxRedemptions: "", productId: "" },
  });
  const kind = form.watch("kind");
  const [percentOff, maxRedemptions] = form.watch(["percentOff", "maxRedemptions"]);
  // A 100 % or single-use code is worth guessing: the form says so until the code is a generated one.
  const [generated, setGenerated] = useState<string | null>(null);
  const code = form.watch("code");
  const recommend = deservesGeneratedCode({ kind, percentOff, maxRedemptions }) && code !== generated;
  const create = useCreateAction({
    mutationFn: async (values: Values, request) =>
      (await apiRequest("POST", "/api/admin/discounts", toBody(values), request)).json() as Promise<{ code: string }>,
    onSuccess: (code) => {
      setResult({ ok: true, text: `Code ${code.code} created.` });
      form.reset();
      router.refresh();
    },
    onError: (error) => setResult({ ok: false, text: serverMessage(error) ?? "The code could not be created. Please try again." }),
  });

  return (
    <form
      onSubmit={form.handleSubmit((values) => {
        setResult(null);
        create.run(values);
      })}
      noValidate
      aria-label="New discount code"
      className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <h2 className="text-lg font-semibold sm:col-span-2 lg:col-span-3">New code</h2>
      <div className="flex flex-col gap-1.5">
        <Field id="discount-code" label="Code (letters, digits, dashes)">
          <Input id="discount-code" autoComplete="off" className="uppercase" {...form.register("code")} />
        </Field>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => {
            const next = generateDiscountCode();
            setGenerated(next);
            form.setValue("code", next, { shouldDirty: true });
          }}
        >
          Generate a code
        </Button>
        <p className={recommend ? "text-sm text-amber-700 dark:text-amber-400" : "text-xs text-muted-foreground"} role={recommend ? "note" : undefined}>
          {recommend
            ? "This code gives the product away or works once: use Generate a code, since a word like SPRING25 can be guessed."
            : "Generated codes are 12 random characters; recommended for 100 % and single-use codes."}
        </p>
      </div>
      <Field id="discount-kind" label="Type">
        <NativeSelect id="discount-kind" {...form.register("kind")}>
          <option value="percent">Percentage off</option>
          <option value="amount">Fixed amount off</option>
        </NativeSelect>
      </Field>
      {kind === "percent" ? (
        <Field id="discount-percent" label="Percent off (1-100)">
          <Input id="discount-percent" inputMode="numeric" autoComplete="off" {...form.register("percentOff")} />
        </Field>
      ) : (
        <Field id="discount-amount" label="Amount off (USD)">
          <Input id="discount-amount" inputMode="decimal" autoComplete="off" {...form.register("amountOff")} />
        </Field>
      )}
      <Field id="discount-expires" label="Expires after (UTC date, optional)">
        <Input id="discount-expires" type="date" {...form.register("expiresOn")} />
      </Field>
      <Field id="discount-max" label="Maximum redemptions (optional)">
        <Input id="discount-max" inputMode="numeric" autoComplete="off" {...form.register("maxRedemptions")} />
      </Field>
      <Field id="discount-product" label="Product">
        <NativeSelect id="discount-product" {...form.register("productId")}>
          <option value="">Any product</option>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
        <Button type="submit" disabled={create.busy}>
          {create.busy ? "Creating…" : "Create code"}
        </Button>
        <ActionResult result={result} />
      </div>
    </form>
  );
}

/** Deactivate: new checkouts stop accepting the code; orders already placed keep their price. */
export function DiscountDeactivate({ id, code }: { id: string; code: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function deactivate() {
    setBusy(true);
    setError(null);
    try {
      await apiRequest("PATCH", `/api/admin/discounts/${id}`, { active: false });
      router.refresh();
    } catch (e) {
      setError(serverMessage(e) ?? "That did not work. Please try again.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button variant="outline" size="sm" disabled={busy} onClick={deactivate} aria-label={`Deactivate ${code}`}>
        {busy ? "Deactivating…" : "Deactivate"}
      </Button>
      {error && (
        <span role="alert" className="text-xs text-destructive">
          {error}
        </span>
      )}
    </span>
  );
}
