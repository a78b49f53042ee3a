import { Check, X } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import type { ExportState } from "./use-asset-export";

/** Per-file progress and the final report of an export. */
export function ExportProgress({ state, label }: { state: ExportState; label: string }) {
  if (state.phase === "idle") return null;
  const total = state.phase === "running" ? state.total : state.phase === "done" ? state.files.length : undefined;
  const done = state.files.length;
  return (
    <div className="grid gap-3" aria-live="polite">
      {state.phase === "running" && (
        <>
          <p className="text-sm font-medium">{total ? `Uploading ${Math.min(done + 1, total)} of ${total} files...` : "Preparing the export..."}</p>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Export progress"
            aria-valuemin={0}
            aria-valuemax={total ?? 0}
            aria-valuenow={done}
          >
            <div className="h-full bg-primary transition-[width] motion-reduce:transition-none" style={{ width: total ? `${(done / total) * 100}%` : "0%" }} />
          </div>
        </>
      )}
      {state.phase === "done" && (
        <p className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="export-report">
          Uploaded {state.uploaded} of {state.files.length} files to the folder “{state.folder}” on {label}.
          {state.failed > 0 && ` ${state.failed} could not be uploaded.`}
        </p>
      )}
      {state.phase === "failed" && (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {state.message}
        </p>
      )}
      {state.files.length > 0 && (
        <ul className="grid max-h-48 gap-1 overflow-y-auto text-sm">
          {state.files.map((f) => (
            <li key={f.name} className="flex items-center gap-2">
              {f.ok ? (
                <StaticIcon icon={Check} className="size-4 text-emerald-600" aria-label="Uploaded" />
              ) : (
                <StaticIcon icon={X} className="size-4 text-destructive" aria-label="Failed" />
              )}
              <span className="truncate">{f.name}</span>
              {f.error && <span className="text-muted-foreground">({f.error})</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
