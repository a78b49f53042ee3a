import { Spinner } from "@/components/ui/spinner";

/**
 * While a step's module or its first data loads: as tall as a short step, so the content that
 * replaces it grows the page below the fold instead of pushing what is on screen.
 */
export function StepLoading({ label = "Loading step" }: { label?: string }) {
  return (
    <div className="flex min-h-[70svh] items-start justify-center rounded-xl border pt-24" data-testid="step-loading">
      <Spinner label={label} />
    </div>
  );
}
