"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, apiRequest } from "@/lib/api/client";
import { LatestWinsSaver } from "@/lib/utils/latest-wins";
import { usePendingSaveGuard } from "@/lib/utils/use-pending-save-guard";
import type { DataStepSlug } from "@/lib/studio/wizard/registry";
import type { StepData, StepValue } from "@/lib/validation/step-data";

/** `{ refused }`: the server answered with a 4xx and says why (the 51st message), which is not a connection problem. */
export type SaveStatus = "idle" | "saving" | "saved" | "error" | { refused: string };

function failed(error: unknown): SaveStatus {
  const refusal = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.serverMessage : undefined;
  return refusal ? { refused: refusal } : "error";
}

/** A step's fields, saved a moment after each pause in editing (the last edit wins). */
export function useStepAutosave(characterId: string, step: DataStepSlug, initial: StepData, onLocalChange: (data: StepData) => void) {
  const [data, setData] = useState<StepData>(initial);
  const [status, setStatus] = useState<SaveStatus>("idle");
  const [saver] = useState(
    () =>
      new LatestWinsSaver<StepData>(
        async (value) => {
          setStatus("saving");
          await apiRequest("PUT", `/api/user/characters/${characterId}/steps/${step}`, { data: value });
        },
        800,
        { onSaved: (_v, settled) => settled && setStatus("saved"), onError: (error) => setStatus(failed(error)) },
      ),
  );
  const latest = useRef(onLocalChange);
  useEffect(() => {
    latest.current = onLocalChange;
  });
  usePendingSaveGuard(saver);

  const current = useRef(initial);
  // The same function on every render, so a part of the step that takes it (a memoised list) is
  // not drawn again when another field changes.
  const setField = useCallback(
    (key: string, value: StepValue) => {
      const next = { ...current.current, [key]: value };
      current.current = next;
      setData(next);
      latest.current(next);
      saver.schedule(next);
      setStatus("saving");
    },
    [saver],
  );
  return { data, setField, status };
}
