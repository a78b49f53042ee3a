"use client";
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { JobProgress } from "@/components/ai/job-progress";
import { useGenerationJob, type JobView } from "@/components/ai/use-job";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { DownloadPackage } from "../mirage-video/download-package";
import { SendPackageToDrive } from "../mirage-video/send-package-to-drive";

type Props = { characterId: string; characterName: string };

const NOTE =
  "Renders a vertical 1080×1920 draft video: your shots cut to the script's sentences, your character's voice reading it over the music bed you picked (if any), and captions timed to the speech. The edit package adds the MP4, the captions (SRT), the shots, the voice, the script and this step's plan as edit-plan.md, for CapCut.";

/** "Generate Edit Package": the draft video as a background job, then the player and the package (issue 22). */
export function DraftVideo({ characterId, characterName }: Props) {
  const [titleCard, setTitleCard] = useState(true);
  const queryClient = useQueryClient();
  const { job, busy, start, error } = useGenerationJob("draft_video", characterId);
  const cancel = useMutation({
    mutationFn: async (id: string) => ((await (await apiRequest("POST", `/api/ai/jobs/${id}/cancel`)).json()) as { job: JobView }).job,
    onSuccess: (cancelled) => queryClient.setQueryData(queryKeys.jobs({ kind: "draft_video", characterId }), cancelled),
  });
  const running = job && (job.status === "queued" || job.status === "running");
  const video = job?.status === "done" ? job.result : null;

  return (
    <section id="draft-video" aria-label="Draft video" className="flex w-full scroll-mt-24 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" className="min-h-11" disabled={busy} aria-describedby="draft-video-note" onClick={() => start({ titleCard })}>
          {busy ? "Rendering video..." : "Generate Edit Package"}
        </Button>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" checked={titleCard} onChange={(e) => setTitleCard(e.target.checked)} disabled={busy} />
          Title card with name and handle
        </label>
      </div>
      <p id="draft-video-note" className="text-xs text-muted-foreground">
        {NOTE}
      </p>
      {running && (
        <div className="flex flex-col gap-2">
          <JobProgress job={job} label="Draft video" />
          <Button type="button" variant="outline" className="h-11 self-start" disabled={cancel.isPending} onClick={() => cancel.mutate(job.id)}>
            {cancel.isPending ? "Cancelling..." : "Cancel"}
          </Button>
        </div>
      )}
      {job?.status === "cancelled" && <p className="text-sm text-muted-foreground">The render was cancelled.</p>}
      {error && job?.status !== "cancelled" && <Alert variant="destructive">The video could not be made: {error}</Alert>}
      {cancel.isError && <Alert variant="destructive">{serverMessage(cancel.error) ?? "The render could not be cancelled."}</Alert>}
      {video && (
        <figure className="flex flex-col gap-3">
          {/* The captions are burned into the picture; the SRT is in the package. */}
          <video
            controls
            playsInline
            preload="metadata"
            src={video.videoUrl}
            width={270}
            height={480}
            className="aspect-[9/16] w-full max-w-[270px] rounded-lg border bg-black"
            data-testid="draft-video"
            data-speech-seconds={video.speechSeconds}
          />
          <figcaption className="text-sm text-muted-foreground">
            {video.message} · {Math.round(video.durationSeconds)} s{video.demo ? " · demo voice and pictures" : ""}
          </figcaption>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="outline" className="h-11">
              <a href={`${video.videoUrl}?download=1`} download>
                Download video
              </a>
            </Button>
            <SendPackageToDrive characterId={characterId} />
          </div>
          <DownloadPackage
            characterId={characterId}
            characterName={characterName}
            label="Download edit package"
            note="The MP4, captions (SRT), shots, voice, script and edit-plan.md in one ZIP."
          />
        </figure>
      )}
    </section>
  );
}
