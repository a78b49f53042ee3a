"use client";
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { useCreateAction } from "@/lib/query/use-create-action";
import { buttonVariants } from "@/components/ui/button-variants";
import { inputClassName, labelClassName, textareaClassName } from "@/components/ui/field-styles";
import { LessonBody } from "@/components/course/lesson-body";
import { MERGE_FIELDS } from "@/lib/email/merge-fields";
import { audienceOfKey } from "@/lib/validation/broadcast";
import { ActionResult, type ActionOutcome } from "./action-result";
import { useMailPreview } from "./use-server-preview";

export type AudienceChoice = { key: string; label: string; count: number };
/** `html`: the saved draft's preview, rendered by the server with the page, so it shows at once. */
type Draft = { id: string | null; subject: string; markdown: string; audience: string; scheduledAt: string | null; html?: string };

const people = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;

/**
 * A broadcast's subject, Markdown and audience, with the mail's HTML part beside it, rendered by
 * the server's own renderer (the one the send uses). A saved draft can be sent as a test to the
 * operator, then sent now or scheduled after a confirmation that names how many will get it.
 */
export function BroadcastEditor({ draft, audiences }: { draft: Draft; audiences: AudienceChoice[] }) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [subject, setSubject] = useState(draft.subject);
  const [markdown, setMarkdown] = useState(draft.markdown);
  const [audience, setAudience] = useState(draft.audience);
  const [saved, setSaved] = useState({ subject: draft.subject, markdown: draft.markdown, audience: draft.audience });
  const {
    preview,
    error: previewError,
    stale,
  } = useMailPreview(subject, markdown, draft.html === undefined ? null : { markdown: draft.markdown, subject: draft.subject, html: draft.html });
  const [result, setResult] = useState<ActionOutcome | null>(null);
  const [when, setWhen] = useState<"now" | "later">("now");
  const [later, setLater] = useState("");
  const [confirming, setConfirming] = useState(false);
  const dirty = draft.id === null || subject.trim() !== saved.subject || markdown !== saved.markdown || audience !== saved.audience;
  const chosen = audiences.find((a) => a.key === audience);

  // "product:<uuid>" is one product's buyers: the audience "product" and that product (decision 433).
  const body = () => ({ subject: subject.trim(), markdown, ...audienceOfKey(audience) });
  const save = useCreateAction({
    mutationFn: async (_: void, request) => {
      if (draft.id) return (await (await apiRequest("PATCH", `/api/admin/broadcasts/${draft.id}`, body())).json()) as { id: string };
      return (await (await apiRequest("POST", "/api/admin/broadcasts", body(), request)).json()) as { id: string };
    },
    onSuccess: ({ id }) => {
      setSaved({ subject: subject.trim(), markdown, audience });
      setResult({ ok: true, text: "Draft saved." });
      if (!draft.id) router.push(`/admin/email/${id}`);
      else startTransition(() => router.refresh());
    },
    onError: (error) => setResult({ ok: false, text: serverMessage(error) ?? "The draft could not be saved. Please try again." }),
  });
  const test = useCreateAction({
    mutationFn: async (_: void, request) =>
      (await (await apiRequest("POST", `/api/admin/broadcasts/${draft.id}/test`, undefined, request)).json()) as { sent: boolean; message: string },
    onSuccess: (answer) => setResult({ ok: answer.sent, text: answer.message }),
    onError: (error) => setResult({ ok: false, text: serverMessage(error) ?? "The test could not be sent. Please try again." }),
  });
  const send = useCreateAction({
    mutationFn: async (_: void, request) => {
      const payload = { when: when === "now" ? "now" : new Date(later).toISOString() };
      return (await (await apiRequest("POST", `/api/admin/broadcasts/${draft.id}/send`, payload, request)).json()) as {
        status: "sending" | "scheduled";
        recipients: number;
        scheduledAt?: string;
      };
    },
    onSuccess: (answer) => {
      setConfirming(false);
      setResult({
        ok: true,
        text:
          answer.status === "sending"
            ? `Sending to ${people(answer.recipients)}.`
            : `Scheduled for ${new Date(answer.scheduledAt!).toLocaleString()} (${people(answer.recipients)} today).`,
      });
      startTransition(() => router.refresh());
    },
    onError: (error) => {
      setConfirming(false);
      setResult({ ok: false, text: serverMessage(error) ?? "The broadcast could not be sent. Please try again." });
    },
  });
  // A time in the past is the server's to refuse (422, shown below): the clock is not read while rendering.
  const laterInvalid = when === "later" && (!later || Number.isNaN(new Date(later).getTime()));

  return (
    <div className="grid gap-6">
      <form
        className="grid gap-4"
        aria-label="Broadcast"
        onSubmit={(event) => {
          event.preventDefault();
          setResult(null);
          save.run();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <label htmlFor="broadcast-subject" className={labelClassName}>
              Subject
            </label>
            <input id="broadcast-subject" className={inputClassName} value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="broadcast-audience" className={labelClassName}>
              Who gets it
            </label>
            <select id="broadcast-audience" className={inputClassName} value={audience} onChange={(e) => setAudience(e.target.value)}>
              {audiences.map((a) => (
                <option key={a.key} value={a.key}>
                  {a.label} ({people(a.count)})
                </option>
              ))}
            </select>
            <p className="text-xs text-muted-foreground">
              Only people who agreed to news (buyers in their account, leads on the contact form); refunded buyers and unsubscribed addresses are never
              included.
            </p>
          </div>
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="grid content-start gap-1.5">
            <label htmlFor="broadcast-markdown" className={labelClassName}>
              Message (Markdown)
            </label>
            <textarea
              id="broadcast-markdown"
              className={`${textareaClassName} min-h-80 font-mono`}
              value={markdown}
              maxLength={50_000}
              onChange={(e) => setMarkdown(e.target.value)}
              aria-describedby="broadcast-fields"
            />
            <p id="broadcast-fields" className="text-xs text-muted-foreground">
              Merge fields:{" "}
              {Object.entries(MERGE_FIELDS).map(([name, what], i) => (
                <span key={name}>
                  {i > 0 && ", "}
                  <code>{`{{${name}}}`}</code> ({what.toLowerCase()})
                </span>
              ))}
              . Every mail ends with a one-click unsubscribe link.
            </p>
          </div>
          <div className="grid content-start gap-1.5">
            <p className={labelClassName} id="broadcast-preview-label">
              Preview, as the e-mail will look (for buyer@example.com){" "}
              <span role="status" className="font-normal text-muted-foreground">
                {stale ? "· updating…" : ""}
              </span>
            </p>
            {previewError && (
              <p role="alert" className="text-sm text-destructive">
                {previewError}
              </p>
            )}
            <div aria-labelledby="broadcast-preview-label" data-testid="broadcast-preview" className="min-h-80 rounded-md border bg-background p-4">
              <p className="mb-3 border-b pb-2 text-sm">
                <span className="text-muted-foreground">Subject: </span>
                <span className="font-medium">{preview?.subject || subject}</span>
              </p>
              {preview?.html ? <LessonBody html={preview.html} /> : <p className="text-sm text-muted-foreground">Nothing written yet.</p>}
            </div>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonVariants()} disabled={save.busy || !dirty || !subject.trim() || !markdown.trim()}>
            {save.busy ? "Saving…" : "Save draft"}
          </button>
          <button
            type="button"
            className={buttonVariants({ variant: "outline" })}
            disabled={!draft.id || dirty || test.busy}
            onClick={() => {
              setResult(null);
              test.run();
            }}
          >
            {test.busy ? "Sending test…" : "Send test to me"}
          </button>
          <span className="text-sm text-muted-foreground">{dirty ? "Unsaved changes: save the draft to test or send it" : "All changes saved"}</span>
        </div>
      </form>

      {draft.id && (
        <section aria-label="Send" className="grid gap-3 rounded-lg border p-4">
          <h2 className="text-lg font-semibold">Send</h2>
          {draft.scheduledAt && (
            <p className="text-sm">Scheduled for {new Date(draft.scheduledAt).toLocaleString()}. Send now or choose another time to change it.</p>
          )}
          <fieldset className="flex flex-wrap items-center gap-4">
            <legend className="sr-only">When</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="when" checked={when === "now"} onChange={() => setWhen("now")} /> Now
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="when" checked={when === "later"} onChange={() => setWhen("later")} /> Later, at
            </label>
            <input
              type="datetime-local"
              aria-label="Send at (your local time)"
              className={`${inputClassName} w-auto`}
              value={later}
              disabled={when !== "later"}
              onChange={(e) => setLater(e.target.value)}
            />
          </fieldset>
          {!confirming ? (
            <button
              type="button"
              className={`${buttonVariants()} justify-self-start`}
              disabled={dirty || laterInvalid || send.busy}
              title={dirty ? "Save your changes first" : laterInvalid ? "Choose a date and time" : undefined}
              onClick={() => setConfirming(true)}
            >
              {when === "now" ? "Send now…" : "Schedule…"}
            </button>
          ) : (
            <div role="alertdialog" aria-label="Confirm sending" className="grid gap-2 rounded-md border border-amber-500 p-3">
              <p className="text-sm">
                {when === "now" ? "Send" : `Schedule for ${new Date(later).toLocaleString()}:`} &ldquo;{saved.subject}&rdquo; to{" "}
                <strong>{people(chosen?.count ?? 0)}</strong> ({chosen?.label ?? audience}){when === "now" ? " now" : ""}? This cannot be undone.
              </p>
              <div className="flex gap-2">
                <button type="button" className={buttonVariants()} disabled={send.busy} onClick={() => send.run()}>
                  {send.busy ? "Sending…" : `Yes, ${when === "now" ? "send" : "schedule"} to ${people(chosen?.count ?? 0)}`}
                </button>
                <button type="button" className={buttonVariants({ variant: "outline" })} disabled={send.busy} onClick={() => setConfirming(false)}>
                  Cancel
                </button>
              </div>
            </div>
          )}
        </section>
      )}
      <ActionResult result={result} />
    </div>
  );
}
