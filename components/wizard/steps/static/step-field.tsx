"use client";
import { Input, Textarea } from "@/components/ui/input";
import { Field } from "@/components/ui/field";
import { choiceChipClassName } from "@/components/ui/field-styles";
import type { StepField as FieldSpec } from "@/lib/studio/content/static-steps";
import type { StepValue } from "@/lib/validation/step-data";

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
/** One field of a static step: text, long text, a single choice or several chips. */
export function StepField({ field, value, onChange, idPrefix }: { field: FieldSpec; value: StepValue | undefined; onChange: (v: StepValue) => void; idPrefix: string }) {
  const id = `${idPrefix}-${field.key}`;
  if (field.kind === "text" || field.kind === "textarea") {
    const text = typeof value === "string" ? value : "";
    const hint = field.wordCount ? `${field.hint} · ${words(text)} words` : field.hint;
    return (
      <Field id={id} label={field.label} hint={hint}>
        {field.kind === "text" ? (
          <Input id={id} className="h-11" placeholder={field.placeholder} value={text} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <Textarea id={id} rows={field.wordCount ? 8 : 3} placeholder={field.placeholder ?? field.hint} value={text} onChange={(e) => onChange(e.target.value)} />
        )}
      </Field>
    );
  }
  const { options } = field as Extract<FieldSpec, { options: unknown }>;
  const selected = Array.isArray(value) ? value : typeof value === "string" && value ? [value] : [];
  const toggle = (option: string) => {
    if (field.kind === "choice") return onChange(selected[0] === option ? "" : option);
    onChange(selected.includes(option) ? selected.filter((s) => s !== option) : [...selected, option]);
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{field.label}</legend>
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {options.map((o) => (
          <button key={o.value} type="button" aria-pressed={selected.includes(o.value)} className={choiceChipClassName(selected.includes(o.value))} onClick={() => toggle(o.value)}>
            <span className="font-medium">{o.label}</span>
            {o.detail && <span className="block text-xs text-muted-foreground">{o.detail}</span>}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
