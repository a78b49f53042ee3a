import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { SaveStatusText } from "./save-status";
import type { SaveStatus } from "./use-step-autosave";

/** A step's frame: its one-line purpose, the autosave state when it has fields, then its content. */
export function StepCard({ intro, status, children }: { intro: string; status?: SaveStatus; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-6 pt-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className="max-w-prose text-sm text-muted-foreground">{intro}</p>
          {status && <SaveStatusText status={status} />}
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
