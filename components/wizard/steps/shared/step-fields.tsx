"use client";
import { Input, Textarea } from "@/components/ui/input";
import { Field } from "@/components/ui/field";
import { choiceChipClassName } from "@/components/ui/field-styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { StepValue } from "@/lib/validation/step-data";

export type Option = { value: string; label: string; detail?: string };
export const optionsOf = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: v }));

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
const asText = (value: StepValue | undefined) => (typeof value === "string" ? value : "");

type TextProps = {
  id: string;
  label: string;
  value: StepValue | undefined;
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  /** A text area instead of one line; `rows` sets its height. */
  rows?: number;
  wordCount?: boolean;
};

/**
 * The step is drawn in the server's HTML and can be typed into before its script hydrates it;
 * React keeps such text on screen but not in state, so it would not be saved. When the field
 * is attached, text that differs from the state is taken as typed and saved like an edit
 * (decision 160). React itself puts a text area that already held text back to it on hydration.
 */
function keepTypedBeforeHydration(text: string, onChange: (value: string) => void) {
  return (node: HTMLInputElement | HTMLTextAreaElement | null) => {
    if (node && node.value !== text) onChange(node.value);
  };
}

/** A step's text or long-text field. */
export function TextStepField({ id, label, value, onChange, placeholder, hint, rows, wordCount }: TextProps) {
  const text = asText(value);
  const shownHint = wordCount ? `${hint} · ${words(text)} words` : hint;
  const ref = keepTypedBeforeHydration(text, onChange);
  return (
    <Field id={id} label={label} hint={shownHint}>
      {rows ? (
        <Textarea ref={ref} id={id} rows={rows} placeholder={placeholder ?? hint} value={text} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input ref={ref} id={id} className="h-11" placeholder={placeholder} value={text} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

type ChoiceProps = {
  label: string;
  options: readonly Option[];
  value: StepValue | undefined;
  onChange: (value: StepValue) => void;
  /** Several chips at once (an array value) instead of one (a string, "" when none). */
  multiple?: boolean;
};

/** Chips to pick one option, or several. Pressing the chosen one again clears it. */
export function ChoiceStepField({ label, options, value, onChange, multiple }: ChoiceProps) {
  const selected = Array.isArray(value) ? value : typeof value === "string" && value ? [value] : [];
  // The step arrives as the server's HTML before its script: a chip pressed then would do nothing
  // and say nothing (unlike typed text, a click leaves no trace to save), so the chips are
  // disabled until the script can take the press, as the photo picker is.
  const ready = useHydrated();
  const toggle = (option: string) => {
    if (!multiple) return onChange(selected[0] === option ? "" : option);
    onChange(selected.includes(option) ? selected.filter((s) => s !== option) : [...selected, option]);
  };
  return (
    <fieldset className="flex flex-col gap-2" disabled={!ready}>
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            aria-pressed={selected.includes(o.value)}
            className={choiceChipClassName(selected.includes(o.value))}
            onClick={() => toggle(o.value)}
          >
            <span className="font-medium">{o.label}</span>
            {o.detail && <span className="block text-xs text-muted-foreground">{o.detail}</span>}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
