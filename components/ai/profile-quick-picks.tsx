"use client";
import { useState } from "react";
import { RefreshCw } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { choiceChipClassName } from "@/components/ui/field-styles";
import { POPULAR_NICHES } from "@/lib/validation/ai-options";
import { BIO_PROMPTS, BIO_PROMPTS_SHOWN } from "@/lib/studio/content/bio-prompts";

type Props = { niche: string; onNiche: (niche: (typeof POPULAR_NICHES)[number]) => void; onPrompt: (prompt: string) => void };

/** One-tap choices for the profile generator: the popular niches and example bio prompts. */
export function ProfileQuickPicks({ niche, onNiche, onPrompt }: Props) {
  const [first, setFirst] = useState(0);
  const shown = Array.from({ length: BIO_PROMPTS_SHOWN }, (_, i) => BIO_PROMPTS[(first + i) % BIO_PROMPTS.length]!);
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">Popular niches</legend>
        <div className="flex flex-wrap gap-2">
          {POPULAR_NICHES.map((n) => (
            <button key={n} type="button" aria-pressed={niche === n} className={choiceChipClassName(niche === n, "pill")} onClick={() => onNiche(n)}>
              {n}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">Example bio prompts</legend>
        <ul className="grid gap-2 sm:grid-cols-3">
          {shown.map((prompt) => (
            <li key={prompt}>
              <button type="button" className={`${choiceChipClassName(false)} h-full w-full`} onClick={() => onPrompt(prompt)}>
                {prompt}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          onClick={() => setFirst((f) => (f + BIO_PROMPTS_SHOWN) % BIO_PROMPTS.length)}
        >
          <StaticIcon icon={RefreshCw} className="size-4" aria-hidden /> More examples
        </button>
      </fieldset>
    </div>
  );
}
