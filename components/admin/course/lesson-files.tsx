"use client";
import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { notify } from "@/lib/utils/notify";
import { buttonVariants } from "@/components/ui/button-variants";
import { labelClassName } from "@/components/ui/field-styles";
import { formatBytes } from "@/lib/orders/delivery-rules";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_TOO_LARGE,
  CAPTIONS_NEED_VIDEO,
  CAPTIONS_TOO_LARGE,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_CAPTIONS_BYTES,
  TOO_MANY_ATTACHMENTS,
} from "@/lib/course/lesson-file-rules";
import type { EditorLessonDetail } from "@/lib/course/editor.server";
import { useFileUpload } from "./use-file-upload";
import { UploadStatus } from "./upload-status";

type LessonMedia = EditorLessonDetail["media"][number];

/** The lesson video's WebVTT captions and the lesson's downloadable attachments (issue 32, decision 219). */
export function LessonFiles({ lesson }: { lesson: EditorLessonDetail }) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const refresh = (message: string) => {
    notify.success(message);
    startTransition(() => router.refresh());
  };
  const {
    phase: captionsPhase,
    busy: captionsBusy,
    send: sendCaptions,
    fail: failCaptions,
    input: captionsInput,
  } = useFileUpload(() => refresh("Captions uploaded"));
  const {
    phase: attachmentPhase,
    busy: attachmentBusy,
    send: sendAttachment,
    fail: failAttachment,
    input: attachmentInput,
  } = useFileUpload(() => refresh("Attachment added"));
  const hasVideo = lesson.media.some((m) => m.kind === "video");
  const captions = lesson.media.filter((m) => m.kind === "captions");
  const attachments = lesson.media.filter((m) => m.kind === "attachment");
  const full = attachments.length >= MAX_ATTACHMENTS;

  const remove = async (file: LessonMedia, what: string) => {
    if (!window.confirm(`Remove ${file.name}? Buyers will no longer see it.`)) return;
    try {
      await apiRequest("DELETE", `/api/admin/course/lessons/${lesson.id}/files/${file.id}`);
      refresh(`${what} removed`);
    } catch (error) {
      notify.error("Not removed", { description: serverMessage(error) ?? "Please try again." });
    }
  };

  return (
    <>
      <section aria-labelledby="lesson-captions-heading" className="grid gap-3 rounded-xl border bg-card p-4">
        <h2 id="lesson-captions-heading" className="text-lg font-semibold">
          Captions
        </h2>
        {captions.length ? (
          <FileList files={captions} onRemove={(f) => remove(f, "Captions")} removeLabel="Remove captions" />
        ) : (
          <p className="text-sm text-muted-foreground">{hasVideo ? "No captions: the video plays without them." : CAPTIONS_NEED_VIDEO}</p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="lesson-captions-file" className={labelClassName}>
            {captions.length ? "Replace the captions" : "Upload captions (WebVTT)"}
          </label>
          <input
            id="lesson-captions-file"
            ref={captionsInput}
            type="file"
            accept=".vtt,text/vtt"
            disabled={!hasVideo || captionsBusy}
            title={hasVideo ? undefined : CAPTIONS_NEED_VIDEO}
            className="text-sm"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              if (file.size > MAX_CAPTIONS_BYTES) return failCaptions(CAPTIONS_TOO_LARGE);
              sendCaptions(`/api/admin/course/lessons/${lesson.id}/files?kind=captions`, file);
            }}
          />
        </div>
        <p className="text-xs text-muted-foreground">A .vtt file up to 1 MB, shown as the video&apos;s captions track.</p>
        <UploadStatus phase={captionsPhase} what="the captions" checking="Uploaded. Checking the captions…" />
      </section>
      <section aria-labelledby="lesson-attachments-heading" className="grid gap-3 rounded-xl border bg-card p-4">
        <h2 id="lesson-attachments-heading" className="text-lg font-semibold">
          Attachments
        </h2>
        {attachments.length ? (
          <FileList files={attachments} onRemove={(f) => remove(f, "Attachment")} removeLabel="Remove" />
        ) : (
          <p className="text-sm text-muted-foreground">No attachments: buyers see none under the lesson.</p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="lesson-attachment-file" className={labelClassName}>
            Add an attachment
          </label>
          <input
            id="lesson-attachment-file"
            ref={attachmentInput}
            type="file"
            accept={ATTACHMENT_ACCEPT}
            disabled={full || attachmentBusy}
            title={full ? TOO_MANY_ATTACHMENTS : undefined}
            className="text-sm"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              if (file.size > MAX_ATTACHMENT_BYTES) return failAttachment(ATTACHMENT_TOO_LARGE);
              sendAttachment(`/api/admin/course/lessons/${lesson.id}/files?kind=attachment`, file);
            }}
          />
        </div>
        <p className="text-xs text-muted-foreground">
          {full
            ? TOO_MANY_ATTACHMENTS
            : `PDF, ZIP or pictures (PNG, JPEG, WebP, GIF), up to 250 MB each and ${MAX_ATTACHMENTS} per lesson. Buyers download them under the lesson.`}
        </p>
        <UploadStatus phase={attachmentPhase} what="the attachment" checking="Uploaded. Checking the file…" />
      </section>
    </>
  );
}

function FileList({ files, onRemove, removeLabel }: { files: LessonMedia[]; onRemove: (file: LessonMedia) => void; removeLabel: string }) {
  return (
    <ul className="grid gap-1">
      {files.map((file) => (
        <li key={file.id} className="flex flex-wrap items-center gap-2 text-sm">
          <span>
            {file.name} · {formatBytes(file.size)}
          </span>
          <button
            type="button"
            className={buttonVariants({ variant: "ghost", size: "sm", className: "text-destructive" })}
            aria-label={`${removeLabel}: ${file.name}`}
            onClick={() => onRemove(file)}
          >
            {removeLabel}
          </button>
        </li>
      ))}
    </ul>
  );
}
