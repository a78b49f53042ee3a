import { Check, CircleAlert, CloudOff, Loader2 } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import type { SaveStatus } from "./use-step-autosave";

export function SaveStatusText({ status }: { status: SaveStatus }) {
  return (
    <p role="status" aria-live="polite" className="flex min-h-6 items-center gap-1.5 text-sm text-muted-foreground" data-testid="save-status">
      {status === "saving" && (
        <>
          <StaticIcon icon={Loader2} className="size-4 animate-spin motion-reduce:animate-none" /> Saving...
        </>
      )}
      {status === "saved" && (
        <>
          <StaticIcon icon={Check} className="size-4 text-emerald-600" /> Saved
        </>
      )}
      {status === "error" && (
        <span className="flex items-center gap-1.5 text-destructive">
          <StaticIcon icon={CloudOff} className="size-4" /> Not saved. Check your connection and edit again.
        </span>
      )}
      {typeof status === "object" && (
        <span className="flex items-center gap-1.5 text-destructive">
          <StaticIcon icon={CircleAlert} className="size-4" /> Not saved. {status.refused}
        </span>
      )}
      {status === "idle" && <span>Changes save automatically</span>}
    </p>
  );
}
