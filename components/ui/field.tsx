import * as React from "react";
import { Label } from "./label";
import { cn } from "@/lib/utils/cn";

/** Label + control + hint/error, with the ids wired for screen readers. */
export function Field({ id, label, hint, error, className, children }: {
  id: string; label: string; hint?: string; error?: string; className?: string; children: React.ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && <p id={`${id}-hint`} className="text-xs text-muted-foreground">{hint}</p>}
      {error && <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">{error}</p>}
    </div>
  );
}
