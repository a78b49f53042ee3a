"use client";
import { useState, type RefObject } from "react";
// The progress bar's router: router.push shows the top bar while the next page loads (decision 187).
import { useRouter } from "@bprogress/next/app";
import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/field";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { notify } from "@/lib/utils/notify";
import { updateCharacterSchema } from "@/lib/validation/character";

type Props = {
  id: string;
  name: string;
  onRenamed: (name: string) => void;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Where focus goes back when the dialog closes: the settings button, which opened it. */
  trigger: RefObject<HTMLButtonElement | null>;
};

/**
 * Rename or delete the character (PATCH / DELETE /api/user/characters/{id}). Loaded when the
 * settings button is first pressed (./character-settings.tsx): its dialog and form validation
 * are no part of the wizard's first load (decision 152).
 */
export function CharacterSettingsDialog({ id, name, onRenamed, open, setOpen, trigger }: Props) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(name);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const parsed = updateCharacterSchema.safeParse({ name: draft });
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;

  const run = async (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: queryKeys.characters });
    } catch (e) {
      notify.error(failure, { description: serverMessage(e) ?? "Please try again." });
    } finally {
      setBusy(false);
    }
  };
  const rename = () =>
    run(async () => {
      await apiRequest("PATCH", `/api/user/characters/${id}`, { name: draft });
      onRenamed(draft.trim());
      notify.success("Character renamed");
      setOpen(false);
    }, "Failed to rename character");
  const remove = () =>
    run(async () => {
      await apiRequest("DELETE", `/api/user/characters/${id}`);
      notify.success("Character deleted");
      router.push("/user/characters");
      router.refresh();
    }, "Failed to delete character");

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setConfirming(false);
        setDraft(name);
      }}
    >
      <DialogContent
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          trigger.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Character settings</DialogTitle>
          <DialogDescription>Rename or delete this character.</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!error) void rename();
          }}
        >
          <Field id="rename" label="Name" error={error}>
            <Input id="rename" className="h-11" value={draft} onChange={(e) => setDraft(e.target.value)} />
          </Field>
          <Button type="submit" className="h-11 self-end" disabled={busy || Boolean(error) || draft.trim() === name}>
            Rename
          </Button>
        </form>
        <div className="flex flex-col gap-2 rounded-lg border border-destructive/30 p-4">
          <p className="text-sm">Deleting removes the character with its profile, steps and social accounts.</p>
          {confirming ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="destructive" className="h-11" disabled={busy} onClick={() => void remove()}>
                <StaticIcon icon={Trash2} /> Yes, delete {name}
              </Button>
              <Button variant="outline" className="h-11" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </div>
          ) : (
            <Button variant="outline" className="h-11 self-start text-destructive" onClick={() => setConfirming(true)}>
              <StaticIcon icon={Trash2} /> Delete Character
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
