"use client";
import { useEffect, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { notify } from "@/lib/utils/notify";
import { buttonVariants } from "@/components/ui/button-variants";
import { labelClassName } from "@/components/ui/field-styles";
import { Progress } from "@/components/ui/progress";
import { clockTime } from "@/lib/course/links";
import { formatBytes } from "@/lib/orders/delivery-rules";
import { MAX_LESSON_VIDEO_BYTES, LESSON_VIDEO_TOO_LARGE } from "@/lib/course/video-rules";
import type { EditorLessonDetail } from "@/lib/course/editor.server";
import { useFileUpload } from "./use-file-upload";
import { UploadStatus } from "./upload-status";

/** The lesson's video: the one in place (length, size, frame size) and an upload with a progress bar. */
export function LessonVideo({ lesson }: { lesson: EditorLessonDetail }) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const {
    phase,
    busy,
    send: upload,
    fail,
    input,
  } = useFileUpload<{ status?: string }>((answer) => {
    notify.success(answer.status === "processing" ? "Video uploaded; converting it to MP4" : "Video uploaded");
    startTransition(() => router.refresh());
  });
  const video = lesson.media.find((m) => m.kind === "video");
  const converting = video?.status === "processing";
  // Polled only while a job is queued or running: a conversion that ended shows as failed (issue 44).
  const running = converting && (lesson.transcode?.status === "queued" || lesson.transcode?.status === "running");
  const [retrying, setRetrying] = useState(false);

  // While the job converts the video, the page is re-read every 2 s for its progress.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => startTransition(() => router.refresh()), 2000);
    return () => clearInterval(timer);
  }, [running, router]);

  const send = (file: File) => {
    if (file.size > MAX_LESSON_VIDEO_BYTES) return fail(LESSON_VIDEO_TOO_LARGE);
    upload(`/api/admin/course/lessons/${lesson.id}/video`, file);
  };

  const retry = async () => {
    setRetrying(true);
    try {
      await apiRequest("POST", `/api/admin/course/lessons/${lesson.id}/video/retry`);
      notify.success("Converting the video again");
      startTransition(() => router.refresh());
    } catch (error) {
      notify.error("Not retried", { description: serverMessage(error) ?? "Please try again." });
    } finally {
      setRetrying(false);
    }
  };

  const remove = async () => {
    if (!window.confirm("Remove this lesson's video? Buyers will see the text only.")) return;
    try {
      await apiRequest("DELETE", `/api/admin/course/lessons/${lesson.id}/video`);
      notify.success("Video removed");
      startTransition(() => router.refresh());
    } catch (error) {
      notify.error("Not removed", { description: serverMessage(error) ?? "Please try again." });
    }
  };

  return (
    <section aria-labelledby="lesson-video-heading" className="grid gap-3 rounded-xl border bg-card p-4">
      <h2 id="lesson-video-heading" className="text-lg font-semibold">
        Video
      </h2>
      {video ? (
        <p className="text-sm" data-testid="lesson-video-info">
          {video.name} · {video.durationSeconds ? clockTime(video.durationSeconds) : "length unknown"}
          {video.width && video.height ? ` · ${video.width}×${video.height}` : ""} · {formatBytes(video.size)}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">No video: buyers read the text only.</p>
      )}
      {converting && (
        <div className="grid gap-1">
          <Progress value={lesson.transcode?.progress ?? 0} label="Converting the video to MP4" />
          <p className="text-sm text-muted-foreground" role="status">
            Converting to MP4 (H.264/AAC) so every browser plays it… {lesson.transcode?.progress ?? 0}%. Buyers see the video when it is done.
          </p>
        </div>
      )}
      {video?.status === "failed" && (
        <div className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3" data-testid="lesson-video-failed">
          <p className="text-sm text-destructive" role="alert">
            <strong>Conversion failed:</strong> {video.error ?? "The video could not be converted."} Buyers do not see this video.
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonVariants({ variant: "outline", size: "sm" })} disabled={busy || retrying} onClick={retry}>
              {retrying ? "Retrying…" : "Retry conversion"}
            </button>
            <button
              type="button"
              className={buttonVariants({ variant: "ghost", size: "sm", className: "text-destructive" })}
              disabled={busy || retrying}
              onClick={remove}
            >
              Remove video
            </button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="lesson-video-file" className={labelClassName}>
          {video ? "Replace with another video" : "Upload a video"}
        </label>
        <input
          id="lesson-video-file"
          ref={input}
          type="file"
          accept="video/*"
          disabled={busy}
          className="text-sm"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) send(file);
          }}
        />
        {video && video.status !== "failed" && (
          <button type="button" className={buttonVariants({ variant: "ghost", size: "sm", className: "text-destructive" })} disabled={busy} onClick={remove}>
            Remove video
          </button>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        Any video up to 2 GB. MP4 with H.264 video and AAC audio is used as it is; other formats are converted to it. A frame a second in becomes its poster.
      </p>
      <UploadStatus phase={phase} what="the video" checking="Uploaded. Checking the video and taking its poster frame…" />
    </section>
  );
}
