"use client";
import { useEffect, useRef } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getJson } from "@/lib/api/client";
import type { JobView } from "@/lib/ai/jobs/jobs.server";
import type { ShotDto } from "@/lib/studio/shots.server";
import { errorText, postAi } from "@/components/ai/api";

// The Composition step's server data: its two generation jobs and the character's shots. The
// keys live here, in one object, so they can join a shared key factory.
type CompositionJob = "style_preview" | "apply_composition";

export const compositionKeys = {
  latestJob: (kind: CompositionJob, characterId: string) => ["ai-jobs", "latest", kind, characterId] as const,
  shots: (characterId: string) => ["characters", characterId, "shots"] as const,
};

// A running job is asked about again at this pace; no other query here polls.
const POLL_MS = 1500;
const running = (job: JobView | null | undefined) => job?.status === "queued" || job?.status === "running";

/**
 * The character's newest job of a kind (so a result survives a reload), polled while it runs,
 * and a mutation that starts a new one.
 */
export function useCompositionJob<K extends CompositionJob>(kind: K, characterId: string, onDone?: () => void) {
  const queryClient = useQueryClient();
  const key = compositionKeys.latestJob(kind, characterId);
  const latest = useQuery({
    queryKey: key,
    queryFn: async () => (await getJson<{ job: JobView<K> | null }>(`/api/ai/jobs?${new URLSearchParams({ kind, characterId })}`))?.job ?? null,
    refetchInterval: (query) => (running(query.state.data) ? POLL_MS : false),
  });
  const start = useMutation({
    mutationFn: async (input: Record<string, unknown>) => (await postAi<{ job: JobView<K> }>("/api/ai/jobs", { kind, characterId, ...input })).job,
    onSuccess: (job) => queryClient.setQueryData(key, job),
  });
  const job = latest.data ?? null;
  // onDone runs once when a job seen running here finishes (not for a result loaded at mount).
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
    busy: start.isPending || running(job),
    start: (input: Record<string, unknown> = {}) => start.mutate(input),
    error: start.error ? errorText(start.error) : ended ? job.error : null,
  };
}

/** The character's saved shots, newest first. */
export function useCharacterShots(characterId: string) {
  return useQuery({
    queryKey: compositionKeys.shots(characterId),
    queryFn: async () => (await getJson<{ shots: ShotDto[] }>(`/api/user/characters/${characterId}/shots`))?.shots ?? [],
  });
}
