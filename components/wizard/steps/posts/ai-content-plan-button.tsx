"use client";
import { useState } from "react";
import { CalendarDays } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorText, postAi } from "@/components/ai/api";
import { notify } from "@/lib/utils/notify";
import { planLine, type PlannedPost } from "@/lib/validation/content-plan";
import type { StepData } from "@/lib/validation/step-data";

type Props = { characterId: string; data: StepData; describedBy: string; onPlan: (lines: string[]) => void };

const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/**
 * "Create Content Plan" on the Posts step: four weeks of posts from the strategy entered above
 * (OpenAI, or the labelled demo planner without a key), kept in the step as one line per post.
 */
export function AiContentPlanButton({ characterId, data, describedBy, onPlan }: Props) {
  const [busy, setBusy] = useState(false);
  const platforms = list(data.platforms);
  const create = async () => {
    setBusy(true);
    try {
      const strategy = { platforms, contentTypes: list(data.contentTypes), frequency: String(data.frequency ?? ""), bestTimes: String(data.bestTimes ?? ""), notes: String(data.calendarNotes ?? "") };
      const { posts } = await postAi<{ posts: PlannedPost[] }>("/api/ai/openai/generate-content-plan", { characterId, ...strategy });
      onPlan(posts.map(planLine));
    } catch (error) {
      notify.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" className="h-11" disabled={busy || platforms.length === 0} aria-describedby={describedBy} onClick={() => void create()}>
      <CalendarDays /> {busy ? "Planning..." : "Create Content Plan"}
    </Button>
  );
}
