"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { ActionResult, type ActionOutcome } from "./action-result";

type Action = "export-data" | "delete-account";

/**
 * A buyer's written request (issue 46): export their data (the ZIP is e-mailed to them as if they
 * had asked on their account page) or delete their account. Each names the request and is audited.
 */
export function CustomerDataRequest({ customerId }: { customerId: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState<Action | null>(null);
  const [reason, setReason] = useState("");
  const [confirm, setConfirm] = useState("");
  const [result, setResult] = useState<ActionOutcome | null>(null);

  async function run(action: Action) {
    setBusy(action);
    setResult(null);
    try {
      await apiRequest("POST", `/api/admin/customers/${customerId}/actions`, action === "delete-account" ? { action, reason, confirm } : { action, reason });
      setResult({
        ok: true,
        text: action === "export-data" ? "Export started: the buyer gets an e-mail when it is ready to download." : "Account deleted.",
      });
      router.refresh();
    } catch (error) {
      setResult({ ok: false, text: serverMessage(error) ?? "That did not work. Please try again." });
    } finally {
      setBusy(null);
    }
  }

  const noReason = reason.trim() === "";
  return (
    <details className="rounded-md border p-3 text-sm">
      <summary className="cursor-pointer font-medium">On the buyer&apos;s written request: export or delete their data</summary>
      <div className="mt-3 flex flex-col gap-3">
        <label className="flex flex-col gap-1">
          The request (who wrote, when)
          <Input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} className="max-w-md" />
        </label>
        <div className="flex flex-wrap items-end gap-2">
          <Button
            variant="outline"
            disabled={busy !== null || noReason}
            title={noReason ? "Name the request first" : undefined}
            onClick={() => run("export-data")}
          >
            {busy === "export-data" ? "Starting…" : "Export the buyer's data"}
          </Button>
          <label className="flex flex-col gap-1">
            Type DELETE to delete the account
            <Input value={confirm} onChange={(e) => setConfirm(e.target.value)} className="w-40" />
          </label>
          <Button
            variant="destructive"
            disabled={busy !== null || noReason || confirm !== "DELETE"}
            title={noReason ? "Name the request first" : confirm !== "DELETE" ? "Type DELETE first" : undefined}
            onClick={() => run("delete-account")}
          >
            {busy === "delete-account" ? "Deleting…" : "Delete the account"}
          </Button>
        </div>
        {(noReason || confirm !== "DELETE") && <span className="text-muted-foreground">Name the request; deleting also needs DELETE typed.</span>}
        <ActionResult result={result} />
      </div>
    </details>
  );
}
