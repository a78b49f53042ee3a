import { Info } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import type { AiStatus } from "@/components/ai/status-panel";

export type { AiStatus };

const NAMES = { openai: "OpenAI (text)", leonardo: "Leonardo (images)", elevenlabs: "ElevenLabs (voice)" } as const;

/** Without a provider's key its output is a labelled local stand-in: the wizard says which. */
export function DemoModeNote({ status }: { status: AiStatus }) {
  const demo = (Object.keys(NAMES) as (keyof AiStatus)[]).filter((k) => status[k] === "demo");
  if (demo.length === 0) return null;
  return (
    <p
      role="note"
      data-testid="demo-mode"
      className="mb-4 flex items-start gap-2 rounded-lg border border-dashed bg-muted/50 px-3 py-2 text-sm text-muted-foreground"
    >
      <StaticIcon icon={Info} aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        Demo mode: {demo.map((k) => NAMES[k]).join(", ")} {demo.length === 1 ? "has" : "have"} no API key, so {demo.length === 1 ? "its" : "their"} results are
        generated locally from the character&apos;s details. Add the keys to use the real services.
      </span>
    </p>
  );
}
