"use client";
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { buttonVariants } from "@/components/ui/button-variants";
import { inputClassName } from "@/components/ui/field-styles";
import { ActionResult, type ActionOutcome } from "./action-result";

/**
 * One automation's switch (decisions 416, 417): on or off, and for the checkout reminder its
 * delay. The page around it says what it sends and to whom.
 */
export function AutomationSwitch({
  id,
  name,
  enabled,
  delayHours,
}: {
  id: "onboarding" | "checkout_reminder";
  name: string;
  enabled: boolean;
  delayHours?: number;
}) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  // The server's answer, not the page's next refresh, says whether it is on.
  const [on, setOn] = useState(enabled);
  const [busy, setBusy] = useState(false);
  const [hours, setHours] = useState(String(delayHours ?? ""));
  const [result, setResult] = useState<ActionOutcome | null>(null);
  async function put(next: boolean) {
    setBusy(true);
    setResult(null);
    try {
      await apiRequest("PUT", `/api/admin/email/automations/${id}`, { enabled: next, ...(delayHours !== undefined && { delayHours: hours }) });
      setOn(next);
      setResult({ ok: true, text: `${name} is ${next ? "on" : "off"}.` });
      startTransition(() => router.refresh());
    } catch (error) {
      setResult({ ok: false, text: serverMessage(error) ?? "That did not work. Please try again." });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm font-medium" data-testid={`automation-${id}`}>
        {on ? "On" : "Off"}
      </span>
      {delayHours !== undefined && (
        <label className="flex items-center gap-2 text-sm">
          After
          <input
            className={`${inputClassName} max-w-20`}
            inputMode="numeric"
            aria-label="Hours before the reminder"
            value={hours}
            onChange={(e) => setHours(e.target.value)}
          />
          hours (1-23)
        </label>
      )}
      <button type="button" className={buttonVariants({ variant: on ? "outline" : "default", size: "sm" })} disabled={busy} onClick={() => put(!on)}>
        {busy ? "Saving…" : on ? `Turn off ${name.toLowerCase()}` : `Turn on ${name.toLowerCase()}`}
      </button>
      {on && delayHours !== undefined && (
        <button type="button" className={buttonVariants({ variant: "outline", size: "sm" })} disabled={busy} onClick={() => put(true)}>
          Save delay
        </button>
      )}
      <ActionResult result={result} />
    </div>
  );
}
