"use client";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { LatestWinsSaver } from "@/lib/utils/latest-wins";
import { usePendingSaveGuard } from "@/lib/utils/use-pending-save-guard";
import { notify } from "@/lib/utils/notify";

const PAUSE_MS = 600;

type Props = Omit<React.ComponentProps<typeof Input>, "onChange" | "value" | "defaultValue"> & {
  initial: string;
  save: (value: string) => Promise<void>;
  /** Controls beside the input that depend on its current value (open link, show password). */
  after?: (value: string) => React.ReactNode;
};

/**
 * An inline-editable field of a social account: the input is the source of truth while typing,
 * and edits are saved one request per pause, in order, so the last edit always wins.
 */
export function InlineField({ initial, save, after, ...inputProps }: Props) {
  const [value, setValue] = useState(initial);
  // Created once: `save` only closes over the link id and field, which never change for a row.
  const [saver] = useState(
    () =>
      new LatestWinsSaver<string>(save, PAUSE_MS, {
        onSaved: (_v, settled) => settled && notify.success("Social link updated"),
        onError: () => notify.error("Failed to update social link"),
      }),
  );
  usePendingSaveGuard(saver);

  return (
    <div className="flex gap-2">
      <Input
        {...inputProps}
        className="h-11"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          saver.schedule(e.target.value);
        }}
        onBlur={() => saver.flush()}
      />
      {after?.(value)}
    </div>
  );
}
