import "server-only";
import { purchaseStatus } from "@/lib/accounts/purchases.server";
import { recentActivity } from "@/lib/activity/activity.server";
import { courseProgress } from "@/lib/course/progress.server";
import { countCharacters } from "./characters.server";

/** What the dashboard shows: purchase state, the character count, course progress and the latest activity. */
export async function loadDashboard(userId: string) {
  const { hasPurchase } = await purchaseStatus(userId);
  if (!hasPurchase) return { hasPurchase, characterCount: 0, activity: [], course: null };
  const [characterCount, activity, course] = await Promise.all([countCharacters(userId), recentActivity(userId), courseProgress(userId)]);
  return { hasPurchase, characterCount, activity, course };
}
