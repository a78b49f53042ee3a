"use client";
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { apiRequest, ApiError, type RequestOptions } from "@/lib/api/client";
import { useCreateAction } from "@/lib/query/use-create-action";
import { notify } from "@/lib/utils/notify";
import { buttonVariants } from "@/components/ui/button-variants";
import { labelClassName, selectClassName, textareaClassName } from "@/components/ui/field-styles";
import { LEAD_STATUSES, type LeadStatusValue } from "@/lib/validation/lead";
import { leadStatusLabel } from "./lead-status-badge";

/**
 * The operator's controls on a lead: its status and a new internal note. Each is one API call
 * (audited on the server); the page is then re-rendered on the server to show the result.
 */
export function LeadActions({ leadId, status }: { leadId: string; status: LeadStatusValue }) {
  const router = useRouter();
  const [chosen, setChosen] = useState(status);
  const [note, setNote] = useState("");
  const [, startTransition] = useTransition();
  // One action at a time, each click with its own Idempotency-Key (issue 31).
  const action = useCreateAction({ mutationFn: async (work: (request: RequestOptions) => Promise<unknown>, request) => (await work(request), true) });
  const busy = action.busy;

  const run = async (work: (request: RequestOptions) => Promise<unknown>, done: string) => {
    try {
      if (!(await action.runAsync(work))) return false;
      notify.success(done);
      startTransition(() => router.refresh());
      return true;
    } catch (error) {
      notify.error("Not saved", { description: (error instanceof ApiError && error.serverMessage) || "Please try again." });
      return false;
    }
  };

  return (
    <div className="grid gap-6">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => apiRequest("PATCH", `/api/admin/leads/${leadId}`, { status: chosen }), `Marked ${leadStatusLabel(chosen).toLowerCase()}`);
        }}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor="lead-status" className={labelClassName}>
            Status
          </label>
          <select id="lead-status" className={selectClassName} value={chosen} onChange={(event) => setChosen(event.target.value as LeadStatusValue)}>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {leadStatusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonVariants({ variant: "outline" })} disabled={busy || chosen === status}>
          Save status
        </button>
      </form>
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void run((request) => apiRequest("POST", `/api/admin/leads/${leadId}/notes`, { text: note }, request), "Note added").then((ok) => ok && setNote(""));
        }}
      >
        <label htmlFor="lead-note" className={labelClassName}>
          Internal note
        </label>
        <textarea
          id="lead-note"
          rows={3}
          className={textareaClassName}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder="Only operators see notes"
        />
        <button type="submit" className={buttonVariants({ className: "justify-self-start" })} disabled={busy || !note.trim()}>
          Add note
        </button>
      </form>
    </div>
  );
}
