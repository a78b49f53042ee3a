"use client";
import { Sparkles } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { errorText, postAi } from "@/components/ai/api";
import { notify } from "@/lib/utils/notify";
import { useCreateAction } from "@/lib/query/use-create-action";
import { MAX_MESSAGE_CHARS } from "@/lib/studio/wizard/messages/limits";

type Props = {
  character: { name: string; niche: string | null };
  topic: string;
  /** The saved list is at its limit: the button waits, and `describedBy` names the note that says why. */
  full: boolean;
  describedBy?: string;
  onMessage: (message: string) => void;
};

/**
 * "Generate AI Messages": writes a post caption in the character's voice through the script
 * endpoint in its caption format (OpenAI, or the labelled demo writer without a key). The
 * custom message box, when filled, is the topic; otherwise the character's niche is.
 */
export function AiMessagesButton({ character, topic, full, describedBy, onMessage }: Props) {
  const write = useCreateAction({
    mutationFn: (_: void, request) => {
      const subject = topic.trim() || character.niche || "my day";
      const body = { topic: subject, characterName: character.name, niche: character.niche ?? undefined, format: "caption" };
      return postAi<{ script: string }>("/api/ai/openai/generate-script", body, request);
    },
    onSuccess: ({ script }) => onMessage(script.trim().slice(0, MAX_MESSAGE_CHARS)),
    onError: (error) => notify.error(errorText(error)),
  });
  const busy = write.busy;
  const generate = () => write.run();
  return (
    <Button variant="outline" className="h-11" disabled={busy || full} aria-describedby={describedBy} onClick={generate}>
      <StaticIcon icon={Sparkles} /> {busy ? "Generating..." : "Generate AI Messages"}
    </Button>
  );
}
