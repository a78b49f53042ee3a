"use client";
import { OutwardMark } from "@/components/ui/outward-mark";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { notify } from "@/lib/utils/notify";
import type { StepData } from "@/lib/validation/step-data";

// The buttons under a step's fields: a grid of actions, each with an optional note below it.

export const noteId = (label: string) => `note-${label.replace(/\W/g, "")}`;

export function StepActions({ children }: { children: ReactNode }) {
  return <div className="grid gap-3 sm:grid-cols-2">{children}</div>;
}

/** One action's cell: the control and, when given, the sentence that says what it does. */
export function Action({ label, note, children }: { label: string; note?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      {children}
      {note && (
        <p id={noteId(label)} className="text-xs text-muted-foreground">
          {note}
        </p>
      )}
    </div>
  );
}

/** A button that opens an outside app (new tab) or jumps within the page (#anchor). */
export function LinkAction({ label, href, note }: { label: string; href: string; note?: string }) {
  const external = !href.startsWith("#");
  return (
    <Action label={label} note={note}>
      <Button asChild variant="outline" className="h-11">
        <a href={href} aria-describedby={note ? noteId(label) : undefined} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
          {label}
          {external && <OutwardMark href={href} />}
        </a>
      </Button>
    </Action>
  );
}

/** The step's fields as "key: value" lines, for the clipboard. */
export function stepText(data: StepData, skip: string[] = []) {
  return Object.entries(data)
    .filter(([key, v]) => !skip.includes(key) && (Array.isArray(v) ? v.length : v !== ""))
    .map(([key, v]) => `${key}: ${Array.isArray(v) ? v.join(", ") : String(v)}`)
    .join("\n");
}

/** "Copy Settings" / "Copy Strategy": the step's fields to the clipboard. */
export function CopyAction({ label, text }: { label: string; text: string }) {
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => notify.success("Copied to clipboard"),
      () => notify.error("Could not copy to the clipboard"),
    );
  return (
    <Action label={label}>
      <Button variant="outline" className="h-11" onClick={() => void copy()}>
        {label}
      </Button>
    </Action>
  );
}
