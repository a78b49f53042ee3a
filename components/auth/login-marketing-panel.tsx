import { CheckCircle2, Footprints, Sparkles } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";

const BULLETS = [
  "Prompting that produces consistent influencer images",
  "Scripts for scroll-stopping 30-second videos",
  "Voice and video tools that bring your character to life",
  "Desktop video editing, step by step",
  "A viral strategy to grow and monetize your audience",
];

/** The left side of /auth (spec section 2): headline, two tiles (one the current price) and five bullets. */
export function LoginMarketingPanel({ price }: { price: string }) {
  return (
    <section aria-labelledby="auth-headline" className="flex flex-col gap-6 rounded-2xl bg-gradient-to-br from-violet-600 to-fuchsia-600 p-6 text-white sm:p-8">
      <h1 id="auth-headline" className="text-3xl font-bold tracking-tight sm:text-4xl">
        Build your AI influencer and launch it in 24 hours
      </h1>
      <div className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-white/15 p-4">
          <StaticIcon icon={Footprints} className="mb-2 size-5" aria-hidden />
          <p className="text-2xl font-bold tabular-nums">5 Steps</p>
          <p className="text-sm text-white/80">From idea to first post</p>
        </div>
        <div className="rounded-xl bg-white/15 p-4">
          <StaticIcon icon={Sparkles} className="mb-2 size-5" aria-hidden />
          <p className="text-2xl font-bold tabular-nums">{price}</p>
          <p className="text-sm text-white/80">AI Character</p>
        </div>
      </div>
      <ul className="grid gap-3">
        {BULLETS.map((text) => (
          <li key={text} className="flex items-start gap-3">
            <StaticIcon icon={CheckCircle2} className="mt-0.5 size-5 shrink-0" aria-hidden />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
