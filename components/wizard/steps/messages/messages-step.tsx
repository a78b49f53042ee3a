"use client";
import { startTransition, useCallback } from "react";
import { Button } from "@/components/ui/button";
import type { StepProps } from "../types";
import { StepCard } from "../shared/step-card";
import { Action, noteId, StepActions } from "../shared/step-actions";
import { TextStepField } from "../shared/step-fields";
import { useStepAutosave } from "../shared/use-step-autosave";
import { AiMessagesButton } from "./ai-messages-button";
import { SavedMessages } from "./saved-messages";
import { MAX_MESSAGES, MESSAGES_FULL } from "@/lib/studio/wizard/messages/limits";

// Spec section 2: five sample captions.
const SAMPLES = [
  "Monday motivation: small steps still move you forward. 💪",
  "3 things I wish I knew when I started. Save this for later!",
  "Behind the scenes of today's shoot ✨ What should I try next?",
  "Your reminder to drink water and check in with yourself today.",
  "New video is live! Drop a 🔥 if you want part two.",
];

/** Captions and messages in the character's voice: typed, or written by the AI, kept in a list. */
export function MessagesStep({ character, initial, onLocalChange }: StepProps) {
  const { data, setField, status } = useStepAutosave(character.id, "messages", initial, onLocalChange);
  const messages = Array.isArray(data.messages) ? data.messages : [];
  const draft = String(data.draft ?? "");
  // At the limit both ways of adding wait, and say so, instead of a save the server refuses.
  const full = messages.length >= MAX_MESSAGES;
  const addMessage = () => {
    if (!draft.trim() || full) return;
    // The field empties in the click's own frame; the longer list (every sortable row drawn again)
    // follows in a transition, after that frame is painted (issue 49, INP).
    const added = [...messages, draft.trim()];
    setField("draft", "");
    startTransition(() => setField("messages", added));
  };
  const changeMessages = useCallback((next: string[]) => setField("messages", next), [setField]);
  const addNote = full ? MESSAGES_FULL : draft.trim() ? undefined : "Write a custom message above to add it.";
  return (
    <StepCard intro="Captions and messages in the character's voice." status={status}>
      <TextStepField
        id="messages-draft"
        label="Custom message"
        rows={3}
        placeholder="Write a caption or message..."
        value={data.draft}
        onChange={(v) => setField("draft", v)}
      />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">Sample captions</p>
        <ul className="flex flex-col gap-2">
          {SAMPLES.map((s) => (
            <li key={s} className="rounded-md bg-muted px-3 py-2 text-sm">
              {s}
            </li>
          ))}
        </ul>
      </div>
      {messages.length > 0 && <SavedMessages messages={messages} onChange={changeMessages} />}
      <StepActions>
        <Action label="Add Message" note={addNote}>
          <Button className="h-11" onClick={addMessage} disabled={Boolean(addNote)} aria-describedby={addNote ? noteId("Add Message") : undefined}>
            Add Message
          </Button>
        </Action>
        <Action label="Generate AI Messages" note={full ? MESSAGES_FULL : undefined}>
          <AiMessagesButton
            character={character}
            topic={draft}
            full={full}
            describedBy={full ? noteId("Generate AI Messages") : undefined}
            onMessage={(m) => setField("messages", [...messages, m])}
          />
        </Action>
      </StepActions>
    </StepCard>
  );
}
