import { PLATFORMS, type PublishPlatform } from "./platforms";

// Before a post is scheduled it is checked against each platform's rules (issue 47), so most
// refusals show on the calendar instead of at the publish time. Pure: the caller reads the video's
// facts (the asset's meta); a fact it does not know is not checked, the platform checks it then.

export type VideoFacts = { durationSeconds?: number; width?: number; height?: number; bytes?: number };
export type PostToCheck = { caption: string; video: VideoFacts | null };

const HASHTAG = /(^|\s)#[\p{L}\p{N}_]+/gu;

export const hashtagCount = (caption: string) => caption.match(HASHTAG)?.length ?? 0;

/** The caption's text as the platform counts it (code points, not UTF-16 units). */
const length = (text: string) => [...text].length;

/** YouTube's title is the caption's first line. */
export const captionPart = (platform: PublishPlatform, caption: string) => (platform === "youtube" ? caption.trim().split("\n")[0] : caption.trim());

/** Every rule the post breaks on this platform, in the buyer's words; empty when it may be scheduled. */
export function preCheck(platform: PublishPlatform, post: PostToCheck): string[] {
  const { label, rules } = PLATFORMS[platform];
  const problems: string[] = [];
  const text = captionPart(platform, post.caption);
  if (length(text) > rules.captionMax) {
    problems.push(`${label} takes a ${rules.captionName} of at most ${rules.captionMax} characters; this one has ${length(text)}.`);
  }
  const tags = hashtagCount(post.caption);
  if (tags > rules.hashtagsMax) problems.push(`${label} takes at most ${rules.hashtagsMax} hashtags; this caption has ${tags}.`);
  const video = post.video;
  if (!video) {
    problems.push(`${label} needs a video: link the draft video or an uploaded one to the post.`);
    return problems;
  }
  const seconds = video.durationSeconds;
  if (seconds !== undefined && (seconds < rules.minSeconds || seconds > rules.maxSeconds)) {
    problems.push(`${label} ${PLATFORMS[platform].product} last ${rules.minSeconds}-${rules.maxSeconds} seconds; this video lasts ${Math.round(seconds)}.`);
  }
  if (video.bytes !== undefined && video.bytes > rules.maxBytes) {
    problems.push(`${label} takes videos up to ${Math.round(rules.maxBytes / 1024 ** 2)} MB; this one is ${Math.round(video.bytes / 1024 ** 2)} MB.`);
  }
  if (video.width && video.height) {
    const ratio = video.width / video.height;
    const wanted = rules.aspect.width / rules.aspect.height;
    if (Math.abs(ratio - wanted) / wanted > 0.02) {
      problems.push(`${label} ${PLATFORMS[platform].product} need a ${rules.aspect.name} video; this one is ${video.width}×${video.height}.`);
    }
  }
  return problems;
}
