import { Progress } from "@/components/ui/progress";
import type { UploadPhase } from "./use-file-upload";

/** An upload's progress, the server's check after it, or why it failed. */
export function UploadStatus({ phase, what, checking }: { phase: UploadPhase; what: string; checking: string }) {
  if (phase.step === "sending")
    return (
      <div className="grid gap-1">
        <Progress value={phase.percent} label={`Uploading ${what}`} />
        <p className="text-sm text-muted-foreground" role="status">
          Uploading… {Math.floor(phase.percent)}%
        </p>
      </div>
    );
  if (phase.step === "checking")
    return (
      <p className="text-sm text-muted-foreground" role="status">
        {checking}
      </p>
    );
  if (phase.step === "failed")
    return (
      <p className="text-sm text-destructive" role="alert">
        {phase.message}
      </p>
    );
  return null;
}
