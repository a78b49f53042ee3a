"use client";
import { useEffect, useRef } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCreateAction } from "@/lib/query/use-create-action";
import { getJson } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { JobView } from "@/lib/server/jobs/jobs.server";
import type { GenerationJobKind } from "@/lib/db/generated/enums";
import { errorText, postAi } from "./api";

export type { JobView };

// A running job is asked about again at this pace; a finished one is not asked about again.
const POLL_MS = 1500;
const running = (job: JobView | null | undefined) => job?.status === "queued" || job?.status === "running";

/**
 * A kind of generation job for a character (or for the user, on the AI test page): the newest
 * one, loaded on mount so a result or a job still running survives a reload, polled while it
 * runs (a failed poll is tried again at the next tick), and `start` to queue a new one.
 * `onDone` runs once when a job seen running here finishes, not for a result loaded at mount.
 */
export function useGenerationJob<K extends GenerationJobKind>(kind: K, characterId?: string, onDone?: () => void) {
  const queryClient = useQueryClient();
  const key = queryKeys.jobs({ kind, characterId });
  const latest = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await getJson<{ job: JobView<K> | null }>(`/api/ai/jobs?${new URLSearchParams({ kind, ...(characterId ? { characterId } : {}) })}`))?.job ?? null,
    refetchInterval: (query) => (running(query.state.data) ? POLL_MS : false),
  });
  const create = useCreateAction({
    mutationFn: async (input: Record<string, unknown>, request) =>
      (await postAi<{ job: JobView<K> }>("/api/ai/jobs", { kind, ...(characterId ? { characterId } : {}), ...input }, request)).job,
    onSuccess: (job) => queryClient.setQueryData(key, job),
  });
  const job = latest.data ?? null;

  const seenRunning = useRef(false);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const status = job?.status;
  useEffect(() => {
    if (status === "queued" || status === "running") seenRunning.current = true;
    else if (status === "done" && seenRunning.current) {
      seenRunning.current = false;
      done.current?.();
    }
  }, [status]);

  const ended = job?.status === "failed" || job?.status === "cancelled";
  return {
    job,
    busy: create.busy || running(job),
    start: (input: Record<string, unknown> = {}) => create.run(input),
    error: create.error ? errorText(create.error) : ended ? job.error : null,
  };
}
