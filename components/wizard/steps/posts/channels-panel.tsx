"use client";
import Link from "next/link";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorText } from "@/components/ai/api";
import { notify } from "@/lib/utils/notify";
import { channelConnectHref, PLATFORMS, PUBLISH_PLATFORMS } from "@/lib/publishing/platforms";
import type { PublishPlatform } from "@/lib/validation/publishing";
import { browserTimeZone, useChannelMutations, useChannels, useConnectOptions, useSetTimeZone, useTimeZone } from "./publishing-queries";

/**
 * Where this character's posts are published (issue 47): one channel per platform, the character's
 * own account (connected through the platform's consent, decision 438) or its labelled demo
 * channel (decision 400), which keeps what it receives on its own page. Without the platform's app
 * keys, Connect is disabled and says what it waits for. Below, the time zone scheduled posts are
 * published in.
 */
export function ChannelsPanel({ characterId }: { characterId: string }) {
  const channels = useChannels(characterId);
  const options = useConnectOptions(characterId);
  const { connectDemo, disconnect } = useChannelMutations(characterId);
  // The server's answer says whether the platform confirmed the revoke; a failed one still disconnected.
  const disconnectChannel = async (platform: PublishPlatform) => {
    try {
      const { message, revoked } = (await (await disconnect.mutateAsync(platform)).json()) as { message: string; revoked: boolean | null };
      if (revoked === false) notify.error(message);
      else notify.success(message);
    } catch (failure) {
      notify.error(errorText(failure));
    }
  };
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notify.success(done);
    } catch (failure) {
      notify.error(errorText(failure));
    }
  };
  return (
    <section aria-label="Publishing channels" className="flex flex-col gap-2 rounded-lg border p-3" data-testid="publishing-channels">
      <div className="flex flex-col gap-0.5">
        <h3 className="text-sm font-semibold">Publishing channels</h3>
        <p className="text-xs text-muted-foreground">
          Posts with a video can publish by themselves. Connect the character&apos;s own account on each platform, or its demo channel: the demo goes through
          the same schedule and states and keeps what it receives on a page here, without reaching the platform. Connect and Reconnect take you to the
          platform&apos;s own page to sign in and agree, then back here.
        </p>
      </div>
      {channels.isError && <p className="text-sm text-destructive">The channels could not be loaded.</p>}
      <ul className="grid gap-2 sm:grid-cols-3">
        {PUBLISH_PLATFORMS.map((platform: PublishPlatform) => {
          const channel = channels.data?.find((c) => c.platform === platform);
          const { label } = PLATFORMS[platform];
          const option = options.data?.find((o) => o.platform === platform);
          return (
            <li key={platform} className="flex flex-col gap-1.5 rounded-md border p-2 text-sm" aria-label={`${label} channel`}>
              <span className="flex items-center gap-1.5 font-medium">
                {label}
                {channel?.demo && <Badge variant="secondary">Demo</Badge>}
                {channel?.reconnectNeeded && <Badge variant="destructive">Reconnect needed</Badge>}
              </span>
              {channel ? (
                <>
                  <span className="text-xs text-muted-foreground">{channel.reconnectNeeded ? channel.statusReason : `Connected: ${channel.displayName}`}</span>
                  <span className="flex flex-wrap items-center gap-2">
                    {channel.demo && (
                      <Link className="text-xs underline" href={`/user/characters/${characterId}/channels/${platform}`}>
                        What it received
                      </Link>
                    )}
                    {channel.reconnectNeeded && !channel.demo && (
                      // A plain link: the answer is a redirect to the platform's consent.
                      <a className="text-xs font-medium underline" href={channelConnectHref(characterId, platform)}>
                        Reconnect {label}
                      </a>
                    )}
                    <Button size="sm" variant="outline" disabled={disconnect.isPending} onClick={() => void disconnectChannel(platform)}>
                      Disconnect {label}
                    </Button>
                  </span>
                </>
              ) : (
                <>
                  {option?.available ? (
                    <Button asChild size="sm">
                      <a href={channelConnectHref(characterId, platform)}>Connect {label}</a>
                    </Button>
                  ) : (
                    <>
                      <Button size="sm" disabled aria-describedby={`waits-${platform}`}>
                        Connect {label}
                      </Button>
                      <span id={`waits-${platform}`} className="text-xs text-muted-foreground">
                        {option?.waitsFor ?? "Checking whether this server can connect it…"}
                      </span>
                    </>
                  )}
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={connectDemo.isPending || channels.isPending}
                    onClick={() => void act(() => connectDemo.mutateAsync(platform), `Demo ${label} channel connected`)}
                  >
                    Connect demo {label} channel
                  </Button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <TimeZoneLine />
    </section>
  );
}

/** The account's zone, asked once from the browser and editable here (decision 401). */
function TimeZoneLine() {
  const zone = useTimeZone();
  const setTimeZone = useSetTimeZone();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState("");
  const browser = browserTimeZone();
  const save = async (timeZone: string) => {
    try {
      await setTimeZone.mutateAsync(timeZone);
      notify.success(`Time zone set to ${timeZone}`);
      setEditing(false);
    } catch (failure) {
      notify.error(errorText(failure));
    }
  };
  if (zone.isPending) return <p className="text-xs text-muted-foreground">Loading your time zone…</p>;
  const current = zone.data;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs" data-testid="publishing-time-zone">
      <span>
        {current ? (
          <>
            Scheduled posts publish at their time in <strong>{current}</strong>
            {current !== browser && ` (this browser is in ${browser})`}.
          </>
        ) : (
          <>
            Time zone for scheduled posts: not set yet. This browser says <strong>{browser}</strong>; it is kept when you first schedule a post.
          </>
        )}
      </span>
      {editing ? (
        <form
          className="flex items-center gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            void save(value.trim());
          }}
        >
          <label className="sr-only" htmlFor="publishing-zone">
            Time zone
          </label>
          <input
            id="publishing-zone"
            className="h-8 rounded-md border px-2"
            value={value}
            placeholder="Europe/Paris"
            onChange={(e) => setValue(e.target.value)}
          />
          <Button size="sm" type="submit" disabled={setTimeZone.isPending || !value.trim()}>
            Save time zone
          </Button>
        </form>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setValue(current ?? browser);
            setEditing(true);
          }}
        >
          Change time zone
        </Button>
      )}
    </div>
  );
}
