import "server-only";
import { purchaseStatus } from "@/lib/accounts/purchases";
import { recentActivity } from "@/lib/activity";
import { countCharacters } from "./characters";

/** What the dashboard shows: purchase state, the character count and the latest activity. */
export async function loadDashboard(userId: string) {
  const { hasPurchase } = await purchaseStatus(userId);
  if (!hasPurchase) return { hasPurchase, characterCount: 0, activity: [] };
  const [characterCount, activity] = await Promise.all([countCharacters(userId), recentActivity(userId)]);
  return { hasPurchase, characterCount, activity };
}
