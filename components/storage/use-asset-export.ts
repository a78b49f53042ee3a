"use client";
import { useState } from "react";
import { ApiError, serverMessage, throwIfNotOk, type RequestOptions } from "@/lib/api/client";
import { useCreateAction } from "@/lib/query/use-create-action";
import type { CloudProviderId, ExportEvent } from "@/lib/validation/cloud-connection";

export type ExportFile = { name: string; ok: boolean; error?: string };
export type ExportState =
  | { phase: "idle" }
  | { phase: "running"; folder?: string; total?: number; files: ExportFile[] }
  | { phase: "done"; folder: string; files: ExportFile[]; uploaded: number; failed: number }
  | { phase: "failed"; message: string; reconnect: boolean; files: ExportFile[] };

/** The route's `{ message, reconnect }` (reconnect: the drive's grant has lapsed). */
function failureOf(error: unknown): { message: string; reconnect: boolean } {
  const reconnect = error instanceof ApiError && (error.body as { reconnect?: unknown } | null)?.reconnect === true;
  return { message: serverMessage(error) ?? "Export failed. Please try again.", reconnect };
}

/** Runs POST /api/cloud-storage/{provider}/export and follows its per-file progress lines. */
export function useAssetExport(characterId: string) {
  const [state, setState] = useState<ExportState>({ phase: "idle" });

  // One export per click, with its Idempotency-Key: a second click while one runs does nothing.
  const exporting = useCreateAction({ mutationFn: (provider: CloudProviderId, request) => run(provider, request) });

  async function run(provider: CloudProviderId, request: Required<RequestOptions>) {
    const files: ExportFile[] = [];
    let running: Extract<ExportState, { phase: "running" }> = { phase: "running", files };
    setState(running);
    try {
      const res = await fetch(`/api/cloud-storage/${provider}/export`, {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", "Idempotency-Key": request.idempotencyKey },
        body: JSON.stringify({ characterId }),
      });
      await throwIfNotOk(res);
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        const lines = buffer.split("\n");
        buffer = lines.pop() ?? "";
        for (const line of lines.filter(Boolean)) {
          const event = JSON.parse(line) as ExportEvent;
          if (event.type === "start") running = { ...running, folder: event.folder, total: event.total };
          if (event.type === "file") files.push({ name: event.name, ok: event.ok, error: event.error });
          if (event.type === "error") return setState({ phase: "failed", message: event.message, reconnect: event.reconnect, files: [...files] });
          if (event.type === "done")
            return setState({ phase: "done", folder: event.folder, files: [...files], uploaded: event.uploaded, failed: event.failed });
          running = { ...running, files: [...files] };
          setState(running);
        }
      }
      setState({ phase: "failed", message: "The export stopped before it finished. Please try again.", reconnect: false, files: [...files] });
    } catch (error) {
      setState({ phase: "failed", ...failureOf(error), files: [...files] });
    }
  }

  return { state, start: (provider: CloudProviderId) => exporting.run(provider), reset: () => setState({ phase: "idle" }) };
}
