"use client";
import { Button } from "@/components/ui/button";
import { notify } from "@/lib/utils/notify";
import { ExportAssetsButton } from "@/components/storage/export-assets-button";
import { speakInBrowser } from "@/components/ai/browser-speech";
import type { StepAction } from "@/lib/studio/content/static-steps";
import type { StepData } from "@/lib/validation/step-data";
import { AiMessagesButton } from "./ai-messages-button";
import { AiContentPlanButton } from "./ai-content-plan-button";

type Character = { id: string; name: string; niche: string | null };
type Props = {
  actions: StepAction[];
  data: StepData;
  character: Character;
  onAddMessage: () => void;
  onGeneratedMessage: (message: string) => void;
  onPlan: (lines: string[]) => void;
  calendar: { open: boolean; toggle: () => void };
};

const noteId = (action: StepAction) => `note-${action.label.replace(/\W/g, "")}`;
// The Voice step's Preview: a line in the browser's own voice, so it works with or without a key.
const previewLine = (name: string, voice: unknown) => `Hi, I'm ${name || "your new character"}${voice ? `, speaking as ${String(voice)}` : ""}. Thanks for following along!`;

function asText(data: StepData) {
  return Object.entries(data)
    .filter(([key, v]) => key !== "messages" && key !== "plan" && (Array.isArray(v) ? v.length : v !== ""))
    .map(([key, v]) => `${key}: ${Array.isArray(v) ? v.join(", ") : String(v)}`)
    .join("\n");
}

/** The step's buttons. Each works, opens the outside app it names, or is disabled and says why. */
export function StepActions({ actions, data, character, onAddMessage, onGeneratedMessage, onPlan, calendar }: Props) {
  const characterName = character.name;
  const run = async (action: StepAction) => {
    if (action.kind === "add-message") return onAddMessage();
    if (action.kind === "copy") {
      await navigator.clipboard.writeText(asText(data)).then(
        () => notify.success("Copied to clipboard"),
        () => notify.error("Could not copy to the clipboard"),
      );
    }
    if (action.kind === "speak" && !speakInBrowser(previewLine(characterName, data.voice))) notify.error("This browser cannot play speech");
    if (action.kind === "download") {
      const url = URL.createObjectURL(new Blob([String(data.script ?? "")], { type: "text/plain" }));
      const a = Object.assign(document.createElement("a"), { href: url, download: `${characterName || "character"}-script.txt` });
      a.click();
      URL.revokeObjectURL(url);
    }
  };
  if (actions.length === 0) return null;
  const hasPlan = Array.isArray(data.plan) && data.plan.length > 0;
  const noteOf = (action: StepAction) => {
    const note = "note" in action ? action.note : undefined;
    return action.kind === "view-calendar" && !hasPlan ? `${note} Create a plan first.` : note;
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {actions.map((action) => (
        <div key={action.label} className="flex flex-col gap-1">
          {action.kind === "link" ? (
            <Button asChild variant="outline" className="h-11">
              <a href={action.href} aria-describedby={action.note ? noteId(action) : undefined} {...(action.href.startsWith("#") ? {} : { target: "_blank", rel: "noopener noreferrer" })}>{action.label}</a>
            </Button>
          ) : action.kind === "export" ? (
            <ExportAssetsButton characterId={character.id} label={action.label} />
          ) : action.kind === "ai-messages" ? (
            <AiMessagesButton character={character} topic={String(data.draft ?? "")} onMessage={onGeneratedMessage} />
          ) : action.kind === "ai-plan" ? (
            <AiContentPlanButton characterId={character.id} data={data} describedBy={noteId(action)} onPlan={onPlan} />
          ) : action.kind === "view-calendar" ? (
            <Button variant="outline" className="h-11" aria-expanded={calendar.open} aria-controls="content-calendar" aria-describedby={noteId(action)}
              disabled={!hasPlan} onClick={calendar.toggle}>
              {calendar.open ? "Hide Calendar" : action.label}
            </Button>
          ) : action.kind === "pending" ? (
            <Button variant="outline" className="h-11" disabled aria-describedby={noteId(action)}>{action.label}</Button>
          ) : (
            <Button variant={action.kind === "add-message" ? "default" : "outline"} className="h-11" onClick={() => void run(action)}
              disabled={action.kind === "add-message" && !String(data.draft ?? "").trim()}>
              {action.label}
            </Button>
          )}
          {"note" in action && action.note && <p id={noteId(action)} className="text-xs text-muted-foreground">{noteOf(action)}</p>}
        </div>
      ))}
    </div>
  );
}
