"use client";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { errorText } from "@/components/ai/api";
import { notify } from "@/lib/utils/notify";
import { PLATFORMS } from "@/lib/publishing/platforms";
import { formatInZone, wallTimeToInstant } from "@/lib/utils/time-zone";
import type { ContentPostDto } from "@/lib/validation/content-post";
import type { PublicationDto, YouTubePrivacy } from "@/lib/validation/publishing";
import { isInboxDraft, publicationLabel, PublicationBadge } from "./publication-state";
import { browserTimeZone, useChannels, usePublishMutations, useTikTokCreator, useTimeZone } from "./publishing-queries";
import { INBOX, TikTokOptions, tiktokRequest, tiktokWaiting, type TikTokChoice } from "./tiktok-options";
import { YouTubeOptions } from "./youtube-options";

type Props = { characterId: string; post: ContentPostDto };

/** When it publishes, in the account's zone, and in this browser's too when they differ (decision 401). */
function when(instant: Date, zone: string) {
  const browser = browserTimeZone();
  const there = `${formatInZone(instant, zone)} (${zone})`;
  return zone === browser ? there : `${there}, ${formatInZone(instant, browser)} here`;
}

/**
 * Publishing the post from the editor (issue 47): to the character's channels, now or at the post's
 * time, and each publication's state with its link, or its failure's reason and a Retry.
 */
export function PostPublishing({ characterId, post }: Props) {
  const channels = useChannels(characterId);
  const zone = useTimeZone();
  const { publish, retry } = usePublishMutations(characterId, post.id);
  const open = (channels.data ?? []).filter(
    (c) => !c.reconnectNeeded && !post.publications.some((p) => p.channelId === c.id && p.state !== "failed" && p.state !== "scheduled"),
  );
  const [chosen, setChosen] = useState<string[] | null>(null);
  const selected = chosen ?? open.map((c) => c.id);
  const [youtubePrivacy, setYouTubePrivacy] = useState<YouTubePrivacy>("private");
  const toYouTube = open.some((c) => c.platform === "youtube" && selected.includes(c.id));
  // A real TikTok channel: inbox draft or direct post, TikTok's creator info asked first.
  const toRealTikTok = open.some((c) => c.platform === "tiktok" && !c.demo && selected.includes(c.id));
  const creator = useTikTokCreator(characterId, toRealTikTok);
  const [tiktok, setTikTok] = useState<TikTokChoice>(INBOX);
  const zoneName = zone.data ?? browserTimeZone();
  const postInstant = wallTimeToInstant(post.scheduledAt, zoneName);
  // The clock when the editor opened: enough to tell a past time from a future one.
  const [openedAt] = useState(() => Date.now());
  const passed = postInstant.getTime() < openedAt;
  const waitingFor = !post.asset
    ? "Link a video to the post (Linked asset) and save it first"
    : open.length === 0
      ? channels.isPending
        ? "Loading the channels…"
        : (channels.data ?? []).length > 0 && (channels.data ?? []).every((c) => c.reconnectNeeded)
          ? "Reconnect a channel above first"
          : (channels.data ?? []).length > 0
            ? "Already on every connected channel: connect another above to publish there too"
            : "Connect a channel above first"
      : selected.length === 0
        ? "Choose at least one channel"
        : toRealTikTok
          ? tiktokWaiting(tiktok)
          : null;

  const send = async (whenToPublish: "now" | "post_time") => {
    try {
      await publish.mutateAsync({
        channelIds: selected,
        when: whenToPublish,
        ...(toYouTube ? { youtube: { privacy: youtubePrivacy } } : {}),
        ...(toRealTikTok ? { tiktok: tiktokRequest(tiktok) } : {}),
      });
      notify.success(whenToPublish === "now" ? "Publishing now" : `Scheduled for ${when(postInstant, zoneName)}`);
      setChosen(null);
      setTikTok(INBOX);
    } catch (failure) {
      notify.error(errorText(failure));
    }
  };
  const again = async (publication: PublicationDto) => {
    try {
      await retry.mutateAsync(publication.id);
      notify.success(`Trying ${PLATFORMS[publication.platform].label} again`);
    } catch (failure) {
      notify.error(errorText(failure));
    }
  };

  return (
    <section aria-label="Publish this post" className="flex flex-col gap-2 rounded-md border bg-background p-2">
      <p className="text-sm font-medium">Publish this post</p>
      {post.publications.length > 0 && (
        <ul className="flex flex-col gap-1.5" aria-label="Publications">
          {post.publications.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-2 text-sm" aria-label={`${PLATFORMS[p.platform].label}: ${publicationLabel(p)}`}>
              <PublicationBadge publication={p} />
              {p.demo && <span className="text-xs text-muted-foreground">(demo channel)</span>}
              {p.state === "scheduled" && <span className="text-xs">{when(new Date(p.publishAt), zoneName)}</span>}
              {p.state === "scheduled" && p.failureReason && <span className="text-xs text-muted-foreground">Trying again after: {p.failureReason}</span>}
              {p.state === "published" && isInboxDraft(p) && (
                <span className="text-xs">In your TikTok inbox as a draft: open the TikTok app to add sound and post it.</span>
              )}
              {p.state === "published" && p.link && !isInboxDraft(p) && (
                <Link className="text-xs underline" href={p.link}>
                  View the live post on {p.demo ? "the demo channel" : PLATFORMS[p.platform].label}
                </Link>
              )}
              {p.state === "failed" && (
                <>
                  <span role="status" className="text-xs text-destructive">
                    {p.failureReason}
                  </span>
                  <Button type="button" size="sm" variant="outline" disabled={retry.isPending} onClick={() => void again(p)}>
                    Retry {PLATFORMS[p.platform].label}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {open.length > 0 && (
        <fieldset className="flex flex-wrap gap-3 text-sm">
          <legend className="sr-only">Channels</legend>
          {open.map((c) => (
            <label key={c.id} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={selected.includes(c.id)}
                onChange={(e) => setChosen(e.target.checked ? [...selected, c.id] : selected.filter((id) => id !== c.id))}
              />
              {c.displayName}
            </label>
          ))}
        </fieldset>
      )}
      {toYouTube && <YouTubeOptions caption={post.caption} privacy={youtubePrivacy} onChange={setYouTubePrivacy} />}
      {toRealTikTok && <TikTokOptions info={creator.data} loading={creator.isPending} choice={tiktok} onChange={setTikTok} />}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" size="sm" disabled={publish.isPending || waitingFor !== null} onClick={() => void send("now")}>
          Publish now
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={publish.isPending || waitingFor !== null || passed} onClick={() => void send("post_time")}>
          Publish at {when(postInstant, zoneName)}
        </Button>
        {(waitingFor ?? (passed ? "The post's time has passed: move the post to schedule it, or publish now" : null)) && (
          <span className="text-xs text-muted-foreground">{waitingFor ?? "The post's time has passed: move the post to schedule it, or publish now"}</span>
        )}
      </div>
    </section>
  );
}
