"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { getJson } from "@/lib/api/client";
import type { JobView } from "@/lib/ai/jobs/jobs.server";
import type { GenerationJobKind } from "@/lib/db/generated/enums";
import { errorText, postAi } from "./api";

export type { JobView };

const POLL_MS = 1500;

type Timer = { current: ReturnType<typeof setTimeout> | undefined };

/** Fetches the job after a pause and again until it has ended (network errors retry). */
function schedulePoll<K extends GenerationJobKind>(id: string, timer: Timer, setJob: (job: JobView<K>) => void) {
  clearTimeout(timer.current);
  timer.current = setTimeout(async () => {
    try {
      const next = (await getJson<{ job: JobView<K> }>(`/api/ai/jobs/${id}`))!.job;
      setJob(next);
      if (next.status === "queued" || next.status === "running") schedulePoll(id, timer, setJob);
    } catch {
      schedulePoll(id, timer, setJob);
    }
  }, POLL_MS);
}

/**
 * Starts a generation job and polls it until it is done or failed. On mount it loads the
 * newest job of the kind, so a result (or a job still running) survives a reload.
 */
export function useGenerationJob<K extends GenerationJobKind>(kind: K, characterId?: string) {
  const [job, setJob] = useState<JobView<K> | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const poll = useCallback((id: string) => schedulePoll(id, timer, setJob), []);

  useEffect(() => {
    const query = new URLSearchParams({ kind, ...(characterId ? { characterId } : {}) });
    getJson<{ job: JobView<K> | null }>(`/api/ai/jobs?${query}`)
      .then((answer) => {
        const latest = answer?.job;
        if (!latest) return;
        setJob(latest);
        if (latest.status === "queued" || latest.status === "running") poll(latest.id);
      })
      .catch(() => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the timer ref is not a DOM node; clear whatever timer is pending
    return () => clearTimeout(timer.current);
  }, [kind, characterId, poll]);

  const start = useCallback(
    async (input: Record<string, unknown>) => {
      setStartError(null);
      try {
        const { job: created } = await postAi<{ job: JobView<K> }>("/api/ai/jobs", { kind, ...(characterId ? { characterId } : {}), ...input });
        setJob(created);
        poll(created.id);
      } catch (error) {
        setStartError(errorText(error));
      }
    },
    [kind, characterId, poll],
  );

  const busy = job?.status === "queued" || job?.status === "running";
  const ended = job?.status === "failed" || job?.status === "cancelled";
  return { job, busy, start, error: startError ?? (ended ? job.error : null) };
}
