"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { ActionResult, type ActionOutcome } from "./action-result";
import { outcomeWords, type MailOutcome } from "@/lib/email/mail-status";

type Action = "resend-receipt" | "send-password-link" | "revoke-access" | "restore-access";
type Props = { customerId: string; hasPassword: boolean; access: "active" | "revoked" | "none" };

type Answer = { sentTo?: string; mail?: MailOutcome };

// Each mail action says what happened to the message: sent, or only in the outbox (decision 342).
const DONE: Record<Action, (answer: Answer) => string> = {
  "resend-receipt": (a) => outcomeWords("Receipt", a.sentTo ?? "the customer", a.mail ?? "sent"),
  "send-password-link": (a) => outcomeWords("Password link", a.sentTo ?? "the customer", a.mail ?? "sent"),
  "revoke-access": () => "Access revoked: the customer can no longer use the course or the studio.",
  "restore-access": () => "Access restored.",
};

/** The customer page's actions, each one click (access changes with a reason), each in the audit log. */
export function CustomerActions({ customerId, hasPassword, access }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState<Action | null>(null);
  const [reason, setReason] = useState("");
  const [result, setResult] = useState<ActionOutcome | null>(null);

  async function run(action: Action) {
    setBusy(action);
    setResult(null);
    try {
      const withReason = action === "revoke-access" || action === "restore-access";
      const res = await apiRequest("POST", `/api/admin/customers/${customerId}/actions`, withReason ? { action, reason } : { action });
      setResult({ ok: true, text: DONE[action]((await res.json()) as Answer) });
      if (withReason) setReason("");
      router.refresh();
    } catch (error) {
      setResult({ ok: false, text: serverMessage(error) ?? "That did not work. Please try again." });
    } finally {
      setBusy(null);
    }
  }

  const accessAction: Action | null = access === "active" ? "revoke-access" : access === "revoked" ? "restore-access" : null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" disabled={busy !== null} onClick={() => run("resend-receipt")}>
          {busy === "resend-receipt" ? "Sending…" : "Resend receipt"}
        </Button>
        <Button variant="outline" disabled={busy !== null} onClick={() => run("send-password-link")}>
          {busy === "send-password-link" ? "Sending…" : hasPassword ? "Send password reset link" : "Send password setup link"}
        </Button>
      </div>
      {accessAction && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm">
            {accessAction === "revoke-access" ? "Reason to revoke access" : "Reason to restore access"}
            <Input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} className="w-80" />
          </label>
          <Button
            variant={accessAction === "revoke-access" ? "destructive" : "outline"}
            disabled={busy !== null || reason.trim() === ""}
            title={reason.trim() === "" ? "Write the reason first" : undefined}
            onClick={() => run(accessAction)}
          >
            {busy === accessAction ? "Saving…" : accessAction === "revoke-access" ? "Revoke access" : "Restore access"}
          </Button>
          {reason.trim() === "" && <span className="text-sm text-muted-foreground">Write the reason first.</span>}
        </div>
      )}
      <ActionResult result={result} />
    </div>
  );
}
