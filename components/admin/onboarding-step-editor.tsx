"use client";
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { buttonVariants } from "@/components/ui/button-variants";
import { inputClassName, labelClassName, textareaClassName } from "@/components/ui/field-styles";
import { LessonBody } from "@/components/course/lesson-body";
import { ActionResult, type ActionOutcome } from "./action-result";
import { useMailPreview } from "./use-server-preview";

type Step = { kind: string; label: string; condition: string; subject: string; markdown: string; delayDays: number; edited: boolean; html: string };

/** One onboarding step's delay, subject and Markdown, with the mail's preview (decision 416). */
export function OnboardingStepEditor({ step }: { step: Step }) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [subject, setSubject] = useState(step.subject);
  const [markdown, setMarkdown] = useState(step.markdown);
  const [delayDays, setDelayDays] = useState(String(step.delayDays));
  // What the server holds now, from its last answer: "Unsaved changes" and "(edited)" never wait for the page's refresh.
  const [saved, setSaved] = useState({ subject: step.subject, markdown: step.markdown, delayDays: String(step.delayDays), edited: step.edited });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionOutcome | null>(null);
  const { preview, error, stale } = useMailPreview(subject, markdown, { subject: step.subject, markdown: step.markdown, html: step.html });
  const dirty = subject !== saved.subject || markdown !== saved.markdown || delayDays !== saved.delayDays;
  const id = step.kind;

  async function send(method: "PUT" | "DELETE") {
    setBusy(true);
    setResult(null);
    try {
      const res = await apiRequest(method, `/api/admin/email/onboarding/${id}`, method === "PUT" ? { subject, markdown, delayDays } : undefined);
      const answer = (await res.json()) as { subject: string; markdown: string; delayDays: number; edited: boolean };
      setSubject(answer.subject);
      setMarkdown(answer.markdown);
      setDelayDays(String(answer.delayDays));
      setSaved({ subject: answer.subject, markdown: answer.markdown, delayDays: String(answer.delayDays), edited: answer.edited });
      setResult({ ok: true, text: method === "PUT" ? "Step saved." : "Default text restored." });
      startTransition(() => router.refresh());
    } catch (caught) {
      setResult({ ok: false, text: serverMessage(caught) ?? "Not saved. Please try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      aria-label={step.label}
      className="grid gap-3 rounded-lg border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send("PUT");
      }}
    >
      <h2 className="text-lg font-semibold">
        {step.label} {saved.edited && <span className="text-sm font-normal text-muted-foreground">(edited)</span>}
      </h2>
      <p className="text-sm text-muted-foreground">{step.condition}</p>
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-delay`} className={labelClassName}>
            Days after purchase
          </label>
          <input id={`${id}-delay`} inputMode="numeric" className={inputClassName} value={delayDays} onChange={(e) => setDelayDays(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-subject`} className={labelClassName}>
            Subject
          </label>
          <input id={`${id}-subject`} className={inputClassName} value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <label htmlFor={`${id}-markdown`} className={labelClassName}>
            Message (Markdown)
          </label>
          <textarea
            id={`${id}-markdown`}
            className={`${textareaClassName} min-h-48 font-mono`}
            value={markdown}
            maxLength={50_000}
            onChange={(e) => setMarkdown(e.target.value)}
          />
        </div>
        <div className="grid content-start gap-1.5">
          <p className={labelClassName}>
            Preview <span className="font-normal text-muted-foreground">{stale ? "· updating…" : ""}</span>
          </p>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div data-testid={`${id}-preview`} className="min-h-48 rounded-md border bg-background p-4">
            {preview?.html ? <LessonBody html={preview.html} /> : <p className="text-sm text-muted-foreground">Nothing written yet.</p>}
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonVariants({ size: "sm" })} disabled={busy || !dirty}>
          {busy ? "Saving…" : "Save step"}
        </button>
        {saved.edited && (
          <button type="button" className={buttonVariants({ variant: "outline", size: "sm" })} disabled={busy} onClick={() => void send("DELETE")}>
            Restore the default text
          </button>
        )}
        <span className="text-sm text-muted-foreground">{dirty ? "Unsaved changes" : "Saved"}</span>
        <ActionResult result={result} />
      </div>
    </form>
  );
}
