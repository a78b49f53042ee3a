"use client";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { Settings2 } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";

const loadDialog = () => import("./character-settings-dialog").then((m) => m.CharacterSettingsDialog);
const CharacterSettingsDialog = dynamic(() => import("./character-settings-dialog").then((m) => m.CharacterSettingsDialog), { ssr: false });

/**
 * The settings button beside the step badge. Its dialog (rename, delete) is fetched when the
 * pointer or focus reaches the button and drawn from the first press on (decision 152).
 */
export function CharacterSettings({ id, name, onRenamed }: { id: string; name: string; onRenamed: (name: string) => void }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        size="icon"
        className="size-11 shrink-0"
        aria-label="Character settings"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <StaticIcon icon={Settings2} />
      </Button>
      {wanted && <CharacterSettingsDialog id={id} name={name} onRenamed={onRenamed} open={open} setOpen={setOpen} trigger={trigger} />}
    </>
  );
}
