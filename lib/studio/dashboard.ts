import "server-only";
import { purchaseStatus } from "@/lib/accounts/purchases";
import { recentActivity } from "@/lib/activity";
import { courseProgress } from "@/lib/course/progress";
import { countCharacters } from "./characters";

/** What the dashboard shows: purchase state, the character count, course progress and the latest activity. */
export async function loadDashboard(userId: string) {
  const { hasPurchase } = await purchaseStatus(userId);
  if (!hasPurchase) return { hasPurchase, characterCount: 0, activity: [], course: null };
  const [characterCount, activity, course] = await Promise.all([countCharacters(userId), recentActivity(userId), courseProgress(userId)]);
  return { hasPurchase, characterCount, activity, course };
}
