"use client";
import { useState } from "react";
import { Eye, EyeOff } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { serverMessage } from "@/lib/api/client";
import { notify } from "@/lib/utils/notify";
import { InlineField } from "./inline-field";

type Props = {
  id: string;
  hasPassword: boolean;
  save: (value: string) => Promise<void>;
  /** Asks the server for the saved password (an explicit, recorded reveal). */
  reveal: () => Promise<string>;
};

/**
 * The Login Password of a social account. Lists never carry the password, so the field starts
 * empty; Show fetches the saved one the first time and then only switches the input's type.
 * Typing replaces the saved password, as before.
 */
export function PasswordField({ id, hasPassword, save, reveal }: Props) {
  const [shown, setShown] = useState(false);
  const [revealed, setRevealed] = useState<string | null>(null);
  const [revealing, setRevealing] = useState(false);

  const toggle = async (current: string) => {
    if (shown) return setShown(false);
    // Only an untouched field needs the saved value; a typed one is already the password.
    if (hasPassword && revealed === null && current === "") {
      setRevealing(true);
      try {
        setRevealed(await reveal());
      } catch (error) {
        notify.error("Could not show the password", { description: serverMessage(error) });
        return;
      } finally {
        setRevealing(false);
      }
    }
    setShown(true);
  };

  return (
    <InlineField
      // A new key starts the field again from the revealed value.
      key={revealed === null ? "saved" : "revealed"}
      id={id}
      initial={revealed ?? ""}
      type={shown ? "text" : "password"}
      autoComplete="new-password"
      placeholder={hasPassword && revealed === null ? "••••••••" : undefined}
      save={save}
      after={(value) => (
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-11 shrink-0"
          aria-pressed={shown}
          disabled={revealing}
          aria-label={shown ? "Hide password" : "Show password"}
          onClick={() => void toggle(value)}
        >
          {shown ? <StaticIcon icon={EyeOff} /> : <StaticIcon icon={Eye} />}
        </Button>
      )}
    />
  );
}
