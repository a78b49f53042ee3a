"use client";
import { useState } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { apiRequest, serverMessage } from "@/lib/api/client";

/**
 * The e-mailed link's page: a button, so a mail scanner that opens links changes nothing. Confirm
 * makes the new address the account's; undo (from the old address) puts it back.
 */
export function EmailChangeLink({ mode, token }: { mode: "confirm" | "undo"; token: string }) {
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  async function follow() {
    setState("busy");
    try {
      const res = await apiRequest("POST", "/api/email-change", { mode, token });
      const { email } = (await res.json()) as { email: string };
      setResult({
        ok: true,
        text:
          mode === "confirm"
            ? `Done: your account's e-mail is now ${email}. Sign in with it from now on.`
            : `Done: your account's e-mail is ${email} again. You are signed out everywhere; we sent a link to choose a new password.`,
      });
      setState("done");
    } catch (error) {
      setResult({ ok: false, text: serverMessage(error) ?? "That did not work. Please try again." });
      setState("idle");
    }
  }
  return (
    <div className="grid gap-4">
      {state !== "done" && (
        <Button size="lg" onClick={follow} disabled={state === "busy"}>
          {state === "busy" ? "Working…" : mode === "confirm" ? "Confirm my new e-mail address" : "Undo the change and secure my account"}
        </Button>
      )}
      {result && (
        <p role={result.ok ? "status" : "alert"} className={result.ok ? "text-sm text-green-700 dark:text-green-400" : "text-sm text-destructive"}>
          {result.text}
        </p>
      )}
      {state === "done" && (
        <Link href="/auth" className="text-sm font-medium text-primary underline underline-offset-4">
          Go to sign in
        </Link>
      )}
    </div>
  );
}
