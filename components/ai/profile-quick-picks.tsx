"use client";
import { useState } from "react";
import { RefreshCw } from "lucide-react";
import { cn } from "@/lib/utils/cn";
import { POPULAR_NICHES } from "@/lib/studio/content/niches";
import { BIO_PROMPTS, BIO_PROMPTS_SHOWN } from "@/lib/studio/content/bio-prompts";

const chip = (on = false) =>
  cn("min-h-11 rounded-full border px-3 py-1.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring motion-reduce:transition-none",
    on ? "border-primary bg-accent text-accent-foreground" : "bg-background hover:bg-muted");

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
            <button key={n} type="button" aria-pressed={niche === n} className={chip(niche === n)} onClick={() => onNiche(n)}>{n}</button>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">Example bio prompts</legend>
        <ul className="grid gap-2 sm:grid-cols-3">
          {shown.map((prompt) => (
            <li key={prompt}><button type="button" className={cn(chip(), "h-full w-full rounded-lg")} onClick={() => onPrompt(prompt)}>{prompt}</button></li>
          ))}
        </ul>
        <button type="button" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          onClick={() => setFirst((f) => (f + BIO_PROMPTS_SHOWN) % BIO_PROMPTS.length)}>
          <RefreshCw className="size-4" aria-hidden /> More examples
        </button>
      </fieldset>
    </div>
  );
}
