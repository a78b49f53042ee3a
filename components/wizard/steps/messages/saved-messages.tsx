"use client";
import { memo, useState } from "react";
import { PenLine, Trash2 } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { SortableRows } from "@/components/ui/sortable-rows";
import { MAX_MESSAGE_CHARS, MAX_MESSAGES } from "@/lib/studio/wizard/messages/limits";

type Props = { messages: string[]; onChange: (messages: string[]) => void };
type Editing = { index: number; text: string };

/**
 * The buyer's saved messages: each can be edited in place, deleted, or moved up and down (or
 * dragged). Every change goes to `onChange`, which autosaves the step like its other fields.
 * Memoised: typing a new message does not draw every sortable row again (issue 49, INP).
 */
export const SavedMessages = memo(function SavedMessages({ messages, onChange }: Props) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const rows = messageRows(messages);

  const reorder = async (ids: string[]) => {
    const byId = new Map(rows.map((r) => [r.id, r]));
    onChange(ids.map((id) => byId.get(id)!.text));
    setEditing((e) => e && { ...e, index: ids.indexOf(rows[e.index]!.id) });
  };
  const remove = (index: number) => {
    onChange(messages.filter((_, i) => i !== index));
    setEditing((e) => (!e || e.index === index ? null : { ...e, index: e.index > index ? e.index - 1 : e.index }));
  };
  const save = ({ index, text }: Editing) => {
    onChange(messages.map((m, i) => (i === index ? text.trim() : m)));
    setEditing(null);
  };

  return (
    <section aria-labelledby="saved-messages-title" className="flex flex-col gap-2">
      <h3 id="saved-messages-title" className="text-sm font-medium">
        Your messages ({messages.length} of {MAX_MESSAGES})
      </h3>
      <div data-testid="saved-messages">
        <SortableRows items={rows} noun="message" onReorder={reorder} inline>
          {(row) =>
            editing?.index === row.index ? (
              <MessageEditor
                number={row.title}
                editing={editing}
                onText={(text) => setEditing({ ...editing, text })}
                onSave={() => save(editing)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div className="flex items-start gap-2">
                <p className="min-w-0 flex-1 py-1.5 text-sm break-words whitespace-pre-line">{row.text}</p>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Edit message ${row.title}`}
                  title="Edit"
                  onClick={() => setEditing({ index: row.index, text: row.text })}
                >
                  <StaticIcon icon={PenLine} />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 text-destructive"
                  aria-label={`Delete message ${row.title}`}
                  title="Delete"
                  onClick={() => remove(row.index)}
                >
                  <StaticIcon icon={Trash2} />
                </Button>
              </div>
            )
          }
        </SortableRows>
      </div>
    </section>
  );
});

/**
 * A message has no id of its own, so a row's is its text and how many same texts come before it.
 * A row keeps its id when it moves, which the sortable list needs: it shows its new order before
 * the step's state has it, by id (an id by position would name another row by then).
 */
function messageRows(messages: string[]) {
  const seen = new Map<string, number>();
  return messages.map((text, index) => {
    const n = seen.get(text) ?? 0;
    seen.set(text, n + 1);
    return { id: `${n}:${text}`, title: String(index + 1), text, index };
  });
}

type EditorProps = { number: string; editing: Editing; onText: (text: string) => void; onSave: () => void; onCancel: () => void };

function MessageEditor({ number, editing, onText, onSave, onCancel }: EditorProps) {
  const id = `message-edit-${number}`;
  const empty = !editing.text.trim();
  return (
    <div className="flex flex-col gap-2">
      <Textarea
        id={id}
        aria-label={`Edit message ${number}`}
        aria-describedby={empty ? `${id}-empty` : undefined}
        rows={3}
        maxLength={MAX_MESSAGE_CHARS}
        autoFocus
        value={editing.text}
        onChange={(e) => onText(e.target.value)}
        onKeyDown={(e) => e.key === "Escape" && onCancel()}
      />
      {empty && (
        <p id={`${id}-empty`} className="text-xs text-muted-foreground">
          A message cannot be empty. Write something, or cancel and delete it.
        </p>
      )}
      <div className="flex gap-2">
        <Button size="sm" disabled={empty} aria-describedby={empty ? `${id}-empty` : undefined} onClick={onSave}>
          Save
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
