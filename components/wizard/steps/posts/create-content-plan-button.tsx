"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useCreateAction } from "@/lib/query/use-create-action";
import { CalendarDays } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { WaitingReason, waitingFor } from "@/components/ui/waiting-reason";
import { errorText, postAi } from "@/components/ai/api";
import { notify } from "@/lib/utils/notify";
import { dayName } from "@/lib/studio/posts/calendar-view";
import { localToday } from "@/lib/utils/wall-time";
import type { StoredPlanDto } from "@/lib/validation/content-post";
import { POSTS_QUERY_KEYS } from "./post-queries";

/** The step's strategy fields as saved (the server checks them against the plan's lists). */
type Strategy = { platforms: string[]; contentTypes: string[]; frequency: string; bestTimes: string; notes: string };
type Props = { characterId: string; strategy: Strategy; describedBy: string; onPlanned: (stored: StoredPlanDto) => void };

/**
 * "Create Content Plan": four weeks of post ideas from the strategy (OpenAI, or the labelled demo
 * planner without a key), stored on the calendar from next Monday. Pressing it again replaces the
 * ideas of the last plan that were not touched since (decision 115).
 */
export function CreateContentPlanButton({ characterId, strategy, describedBy, onPlanned }: Props) {
  const queryClient = useQueryClient();
  const plan = useCreateAction({
    mutationFn: (_: void, request) =>
      postAi<{ stored: StoredPlanDto; demo: boolean }>("/api/ai/openai/generate-content-plan", { characterId, ...strategy, today: localToday() }, request),
    onSuccess: async ({ stored, demo }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEYS.posts(characterId) }),
        queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEYS.analytics(characterId) }),
      ]);
      const replaced = stored.replaced > 0 ? `, replacing ${stored.replaced} earlier ideas` : "";
      notify.success(`${demo ? "Demo plan" : "Plan"}: ${stored.created} post ideas from ${dayName(stored.start)}${replaced}`);
      onPlanned(stored);
    },
    onError: (error) => notify.error(errorText(error)),
  });
  // Disabled until a platform is picked, and it says so (issue 44; decision 203).
  const waiting = strategy.platforms.length === 0 ? "Pick at least one platform above first: the plan is made for those platforms." : null;
  return (
    <>
      <Button
        variant="outline"
        className="h-11"
        disabled={plan.busy || waiting !== null}
        aria-describedby={[describedBy, waitingFor("content-plan-reason", waiting)].filter(Boolean).join(" ")}
        onClick={() => plan.run()}
      >
        <StaticIcon icon={CalendarDays} /> {plan.busy ? "Planning..." : "Create Content Plan"}
      </Button>
      <WaitingReason id="content-plan-reason" reason={waiting} />
    </>
  );
}
