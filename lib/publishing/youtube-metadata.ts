import type { YouTubePrivacy } from "@/lib/validation/publishing";
import { captionPart } from "./pre-checks";

// What a post becomes on YouTube (issue 47): the upload's metadata, and the calendar's preview of it.

/**
 * The metadata of a Short: the caption's first line is the title, the rest (and #Shorts) the
 * description, the hashtags the tags; status.privacyStatus is the buyer's choice, private until
 * they choose, so nothing goes public by surprise.
 */
export function shortMetadata(caption: string, privacy: YouTubePrivacy = "private") {
  const title = captionPart("youtube", caption) || "Short";
  const rest = caption.trim().split("\n").slice(1).join("\n").trim();
  const description = /#shorts\b/i.test(caption) ? rest : `${rest}${rest ? "\n\n" : ""}#Shorts`;
  const tags = [...new Set((caption.match(/#[\p{L}\p{N}_]+/gu) ?? []).map((t) => t.slice(1)))].slice(0, 15);
  return { snippet: { title, description, tags, categoryId: "22" }, status: { privacyStatus: privacy, selfDeclaredMadeForKids: false } };
}
