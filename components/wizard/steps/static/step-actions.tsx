"use client";
import { Button } from "@/components/ui/button";
import { notify } from "@/lib/utils/notify";
import type { StepAction } from "@/lib/studio/content/static-steps";
import type { StepData } from "@/lib/validation/step-data";

type Props = { actions: StepAction[]; data: StepData; characterName: string; onAddMessage: () => void };

function asText(data: StepData) {
  return Object.entries(data)
    .filter(([key, v]) => key !== "messages" && (Array.isArray(v) ? v.length : v !== ""))
    .map(([key, v]) => `${key}: ${Array.isArray(v) ? v.join(", ") : String(v)}`)
    .join("\n");
}

/** The step's buttons. Ones waiting for the AI or storage services are disabled and say why. */
export function StepActions({ actions, data, characterName, onAddMessage }: Props) {
  const run = async (action: StepAction) => {
    if (action.kind === "add-message") return onAddMessage();
    if (action.kind === "copy") {
      await navigator.clipboard.writeText(asText(data)).then(
        () => notify.success("Copied to clipboard"),
        () => notify.error("Could not copy to the clipboard"),
      );
    }
    if (action.kind === "download") {
      const url = URL.createObjectURL(new Blob([String(data.script ?? "")], { type: "text/plain" }));
      const a = Object.assign(document.createElement("a"), { href: url, download: `${characterName || "character"}-script.txt` });
      a.click();
      URL.revokeObjectURL(url);
    }
  };
  if (actions.length === 0) return null;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {actions.map((action) => (
        <div key={action.label} className="flex flex-col gap-1">
          {action.kind === "link" ? (
            <Button asChild variant="outline" className="h-11"><a href={action.href} target="_blank" rel="noopener noreferrer">{action.label}</a></Button>
          ) : action.kind === "pending" ? (
            <Button variant="outline" className="h-11" disabled aria-describedby={`note-${action.label.replace(/\W/g, "")}`}>{action.label}</Button>
          ) : (
            <Button variant={action.kind === "add-message" ? "default" : "outline"} className="h-11" onClick={() => void run(action)}
              disabled={action.kind === "add-message" && !String(data.draft ?? "").trim()}>
              {action.label}
            </Button>
          )}
          {action.kind === "pending" && <p id={`note-${action.label.replace(/\W/g, "")}`} className="text-xs text-muted-foreground">{action.note}</p>}
        </div>
      ))}
    </div>
  );
}
