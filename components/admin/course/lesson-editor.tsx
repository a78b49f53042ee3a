"use client";
import { useState, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { notify } from "@/lib/utils/notify";
import { buttonVariants } from "@/components/ui/button-variants";
import { inputClassName, labelClassName, textareaClassName } from "@/components/ui/field-styles";
import { LessonBody } from "@/components/course/lesson-body";
import type { EditorLessonDetail } from "@/lib/course/editor.server";
import { LESSON_BODY_MAX } from "@/lib/validation/course";
import { StatusBadge } from "./status-badge";
import { useServerPreview } from "../use-server-preview";

/**
 * A lesson's title and Markdown, with the buyer's rendering beside it. The preview is rendered
 * on the server by the buyer's own renderer and shown through the buyer's LessonBody, so it is
 * exactly what the buyer will read; no Markdown code ships to the browser.
 */
export function LessonEditor({
  lesson,
  studioSteps = [],
  children,
}: {
  lesson: EditorLessonDetail;
  /** The studio's steps a lesson may link to ("Open this step in the studio"), in wizard order. */
  studioSteps?: { slug: string; title: string }[];
  children?: React.ReactNode;
}) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [title, setTitle] = useState(lesson.title);
  const [body, setBody] = useState(lesson.body);
  const [studioStep, setStudioStep] = useState(lesson.studioStep ?? "");
  const [saved, setSaved] = useState({ title: lesson.title, body: lesson.body, studioStep: lesson.studioStep ?? "" });
  const preview = useServerPreview("/api/admin/course/preview", { body }, { input: { body: lesson.body }, html: lesson.html });
  const previewError = preview.error;
  const [busy, setBusy] = useState<"save" | "status" | null>(null);
  const dirty = title.trim() !== saved.title || body !== saved.body || studioStep !== saved.studioStep;
  const previewStale = preview.stale;
  const published = lesson.status === "published";

  const save = async () => {
    setBusy("save");
    try {
      const res = await postJsonPatch(lesson.id, { title: title.trim(), body, studioStep: studioStep || null });
      setSaved({ title: res.title, body: res.body, studioStep: res.studioStep ?? "" });
      notify.success("Lesson saved");
      startTransition(() => router.refresh());
    } catch (error) {
      notify.error("Not saved", { description: serverMessage(error) ?? "Please try again." });
    } finally {
      setBusy(null);
    }
  };

  const toggleStatus = async () => {
    setBusy("status");
    try {
      await apiRequest("PATCH", `/api/admin/course/lessons/${lesson.id}`, { status: published ? "draft" : "published" });
      notify.success(
        published ? "Lesson hidden from buyers" : lesson.module.status === "published" ? "Lesson published" : "Lesson published; publish its module too",
      );
      startTransition(() => router.refresh());
    } catch (error) {
      notify.error("Not saved", { description: serverMessage(error) ?? "Please try again." });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={lesson.status} />
        {lesson.module.status !== "published" && (
          <span className="text-sm text-muted-foreground">Its module is a draft: buyers see it once the module is published.</span>
        )}
        <div className="ml-auto flex flex-wrap gap-2">
          <Link href={`/user/course/${encodeURIComponent(lesson.slug)}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
            Preview as buyer
          </Link>
          <button
            type="button"
            className={buttonVariants({ variant: published ? "outline" : "default", size: "sm" })}
            disabled={busy !== null || dirty}
            title={dirty ? "Save your changes first" : undefined}
            onClick={toggleStatus}
          >
            {busy === "status" ? "Saving…" : published ? "Unpublish" : "Publish"}
          </button>
        </div>
      </div>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="grid gap-1.5">
          <label htmlFor="lesson-title" className={labelClassName}>
            Title
          </label>
          <input id="lesson-title" className={inputClassName} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
          <p className="text-xs text-muted-foreground">Address for buyers: /user/course/{lesson.slug} (kept when you rename the lesson).</p>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="lesson-studio-step" className={labelClassName}>
            Studio step link
          </label>
          <select
            id="lesson-studio-step"
            className={inputClassName}
            value={studioStep}
            onChange={(e) => setStudioStep(e.target.value)}
            aria-describedby="lesson-studio-step-note"
          >
            <option value="">None</option>
            {studioSteps.map((step) => (
              <option key={step.slug} value={step.slug}>
                {step.title}
              </option>
            ))}
          </select>
          <p id="lesson-studio-step-note" className="text-xs text-muted-foreground">
            Buyers get a button under the lesson that opens this step of the studio for their character.
          </p>
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="grid content-start gap-1.5">
            <label htmlFor="lesson-body" className={labelClassName}>
              Text (Markdown)
            </label>
            <textarea
              id="lesson-body"
              className={`${textareaClassName} min-h-96 font-mono`}
              value={body}
              maxLength={LESSON_BODY_MAX}
              onChange={(e) => setBody(e.target.value)}
              placeholder={"## A heading\n\nA paragraph with **bold**, a [link](https://example.com) and a list:\n\n- one\n- two"}
            />
          </div>
          <div className="grid content-start gap-1.5">
            <p className={labelClassName} id="lesson-preview-label">
              Preview, as buyers will see it{" "}
              <span role="status" className="font-normal text-muted-foreground">
                {previewError ? "" : previewStale ? "· updating…" : ""}
              </span>
            </p>
            {previewError && (
              <p role="alert" className="text-sm text-destructive">
                {previewError}
              </p>
            )}
            <div aria-labelledby="lesson-preview-label" data-testid="lesson-preview" className="min-h-96 rounded-md border bg-background p-4">
              {preview.html ? <LessonBody html={preview.html} /> : <p className="text-sm text-muted-foreground">Nothing written yet.</p>}
            </div>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className={buttonVariants()}
            disabled={busy !== null || !dirty || !title.trim()}
            title={dirty ? undefined : "No changes to save"}
          >
            {busy === "save" ? "Saving…" : "Save lesson"}
          </button>
          <span className="text-sm text-muted-foreground" role="status">
            {dirty ? "Unsaved changes" : "All changes saved"}
          </span>
        </div>
      </form>
      {children}
    </div>
  );
}

type LessonSaved = { title: string; body: string; studioStep: string | null };

async function postJsonPatch(id: string, data: { title: string; body: string; studioStep: string | null }): Promise<LessonSaved> {
  const res = await apiRequest("PATCH", `/api/admin/course/lessons/${id}`, data);
  return (await res.json()) as LessonSaved;
}
