"use client";
import { ChevronLeft, ChevronRight } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import type { StepLink } from "@/lib/studio/wizard/registry";
import { STEP_MODULES } from "./steps/step-components";
import { cn } from "@/lib/utils/cn";

/**
 * Fixed footer: Previous / Next, "n of 12" and one clickable dot per step. Pointing at or focusing
 * a control starts loading the step it leads to, so it is usually there by the press.
 */
export function WizardFooter({ steps, index, onGo }: { steps: StepLink[]; index: number; onGo: (index: number) => void }) {
  const last = steps.length - 1;
  const preload = (i: number) => {
    const step = steps[i];
    if (step) void STEP_MODULES[step.slug]();
  };
  return (
    <nav aria-label="Wizard steps" data-fixed-footer className="fixed inset-x-0 bottom-0 z-30 border-t bg-background shadow-[0_-4px_12px_rgba(0,0,0,0.04)]">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-3 py-2 sm:px-4">
        <Button
          variant="outline"
          className="h-11"
          disabled={index === 0}
          title={index === 0 ? "This is the first step" : undefined}
          onClick={() => onGo(index - 1)}
          onPointerEnter={() => preload(index - 1)}
          onFocus={() => preload(index - 1)}
        >
          <StaticIcon icon={ChevronLeft} /> <span className="hidden sm:inline">Previous</span>
          <span className="sr-only sm:hidden">Previous</span>
        </Button>
        <div className="flex min-w-0 flex-col items-center gap-1">
          <span className="text-xs font-medium tabular-nums text-muted-foreground" data-testid="step-counter">
            {index + 1} of {steps.length}
          </span>
          <div className="flex max-w-[10.5rem] flex-wrap justify-center sm:max-w-none">
            {steps.map((step, i) => (
              <button
                key={step.slug}
                type="button"
                aria-label={`Go to step ${i + 1}: ${step.title}`}
                aria-current={i === index ? "step" : undefined}
                onClick={() => onGo(i)}
                onPointerEnter={() => preload(i)}
                onFocus={() => preload(i)}
                className="group flex size-7 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span
                  className={cn(
                    "block size-2 rounded-full transition-colors motion-reduce:transition-none",
                    i === index ? "size-2.5 bg-primary" : i < index ? "bg-primary/50" : "bg-muted-foreground/30 group-hover:bg-muted-foreground/60",
                  )}
                />
              </button>
            ))}
          </div>
        </div>
        <Button
          className="h-11"
          disabled={index === last}
          title={index === last ? "This is the last step" : undefined}
          onClick={() => onGo(index + 1)}
          onPointerEnter={() => preload(index + 1)}
          onFocus={() => preload(index + 1)}
        >
          <span className="hidden sm:inline">Next</span>
          <span className="sr-only sm:hidden">Next</span> <StaticIcon icon={ChevronRight} />
        </Button>
      </div>
    </nav>
  );
}
