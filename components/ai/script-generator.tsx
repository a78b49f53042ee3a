"use client";
import { WaitingReason, waitingFor } from "@/components/ui/waiting-reason";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Alert } from "@/components/ui/alert";
import { SCRIPT_PREVIEW_CHARS } from "@/lib/validation/ai-options";
import { errorText, postAi } from "./api";
import { useCreateAction } from "@/lib/query/use-create-action";

type Props = {
  /** The generated character the script is for; the button waits for one (spec section 4). */
  character: { name: string; niche?: string } | null;
  onScript?: (script: string) => void;
  /** When set, each script is also saved as this character's script asset. */
  characterId?: string;
  /** A Mirage template's length: the script is written to its word budget (issue 48). */
  seconds?: number;
};

/** Script from a topic, shown as a 200-character preview that can be expanded. */
export function ScriptGenerator({ character, onScript, characterId, seconds }: Props) {
  const [topic, setTopic] = useState("");
  const [script, setScript] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const write = useCreateAction({
    mutationFn: (_: void, request) =>
      postAi<{ script: string }>(
        "/api/ai/openai/generate-script",
        { topic, characterName: character?.name, niche: character?.niche, ...(characterId ? { characterId } : {}), ...(seconds ? { seconds } : {}) },
        request,
      ),
  });
  const busy = write.busy;

  async function generate() {
    setError(null);
    try {
      const answer = await write.runAsync();
      if (!answer) return;
      setScript(answer.script);
      setExpanded(false);
      onScript?.(answer.script);
    } catch (e) {
      setError(errorText(e));
    }
  }

  const long = (script?.length ?? 0) > SCRIPT_PREVIEW_CHARS;
  const waiting = !character ? "Generate a profile first." : !topic.trim() ? "Enter a script topic first." : null;
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor="script-topic">Script topic</Label>
        <Input id="script-topic" className="h-11" value={topic} onChange={(e) => setTopic(e.target.value)} placeholder="e.g. 3 habits for better mornings" />
      </div>
      <Button
        type="button"
        variant="secondary"
        className="min-h-11"
        disabled={!character || !topic.trim() || busy}
        aria-describedby={waitingFor("script-reason", waiting)}
        onClick={generate}
      >
        {busy ? "Generating..." : "Generate Script"}
      </Button>
      <WaitingReason id="script-reason" reason={waiting} />
      {error && <Alert variant="destructive">{error}</Alert>}
      {script && (
        <div className="rounded-lg border bg-muted/40 p-3 text-sm leading-relaxed" data-testid="script">
          <p className="whitespace-pre-wrap">{expanded || !long ? script : `${script.slice(0, SCRIPT_PREVIEW_CHARS)}...`}</p>
          {long && (
            <Button type="button" variant="link" className="h-auto px-0" onClick={() => setExpanded(!expanded)}>
              {expanded ? "Show less" : "Show full script"}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
