"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiRequest, serverMessage } from "@/lib/api/client";

type Action = "resend-receipt" | "send-password-link";

/** The customer page's two e-mails, each one click, each in the audit log. */
export function CustomerActions({ customerId, hasPassword }: { customerId: string; hasPassword: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState<Action | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function run(action: Action) {
    setBusy(action);
    setResult(null);
    try {
      const res = await apiRequest("POST", `/api/admin/customers/${customerId}/actions`, { action });
      const { sentTo } = (await res.json()) as { sentTo: string };
      setResult({ ok: true, text: action === "resend-receipt" ? `Receipt sent to ${sentTo}.` : `Password link sent to ${sentTo}.` });
      router.refresh();
    } catch (error) {
      setResult({ ok: false, text: serverMessage(error) ?? "That did not work. Please try again." });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" disabled={busy !== null} onClick={() => run("resend-receipt")}>
        {busy === "resend-receipt" ? "Sending…" : "Resend receipt"}
      </Button>
      <Button variant="outline" disabled={busy !== null} onClick={() => run("send-password-link")}>
        {busy === "send-password-link" ? "Sending…" : hasPassword ? "Send password reset link" : "Send password setup link"}
      </Button>
      {result && (
        <p role={result.ok ? "status" : "alert"} className={result.ok ? "text-sm text-green-700 dark:text-green-400" : "text-sm text-destructive"}>
          {result.text}
        </p>
      )}
    </div>
  );
}
