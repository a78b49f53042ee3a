import { Clapperboard, Mic, PenLine, Sparkles, TrendingUp } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { CheckItem } from "./check-item";

// The five workflow cards of the landing page: the course's five steps, in order.
const steps = [
  { icon: Sparkles, title: "Design your character", text: "Prompt a consistent face and style, then generate 200+ images of the same person." },
  { icon: PenLine, title: "Write viral scripts", text: "Turn any topic into a hook-first script for a 30-second video." },
  { icon: Mic, title: "Give it a voice", text: "Create a natural voice that matches your character's personality and accent." },
  { icon: Clapperboard, title: "Edit the video", text: "Assemble images, voice and captions into a polished short with desktop tools." },
  { icon: TrendingUp, title: "Grow and monetize", text: "Post on a proven schedule and open 7 ways to earn from your audience." },
];

export function Workflow() {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-xl border bg-card p-5 shadow-sm">
          <div className="flex items-center gap-2 text-primary">
            <StaticIcon icon={step.icon} className="size-5" />
            <span className="text-sm font-semibold">Step {i + 1}</span>
          </div>
          <h3 className="mt-3 font-semibold">{step.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

// What buyers master in the course.
const mastery = [
  "Character design that stays consistent across every image",
  "Script writing for 30-second viral videos",
  "Voice creation with AI voice tools",
  "Video editing on the desktop, start to finish",
  "A viral growth strategy and 7 monetization methods",
  "Launching your influencer in 24 hours",
];

export function MasteryList() {
  return (
    <ul className="mx-auto grid max-w-3xl gap-3 sm:grid-cols-2">
      {mastery.map((item) => (
        <CheckItem key={item} className="gap-3 rounded-lg bg-muted/60 p-4">
          {item}
        </CheckItem>
      ))}
    </ul>
  );
}
