import type { JobView } from "./use-job";

/** Live progress of a generation job: queued, running (shot n of 4), done or failed. */
export function JobProgress({ job, label }: { job: JobView; label: string }) {
  const percent = job.status === "done" ? 100 : job.status === "queued" ? 0 : Math.max(5, job.progress);
  return (
    <div className="space-y-1.5" data-testid="job-progress">
      <div className="flex justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground" aria-live="polite">
          {job.stage}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none ${job.status === "failed" ? "bg-destructive" : "bg-primary"} ${job.status === "queued" ? "w-0" : ""}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
