"use client";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { errorText } from "@/components/ai/api";
import { notify } from "@/lib/utils/notify";
import { dayName } from "@/lib/studio/posts/calendar-view";
import { dayOf, timeOf, type CalendarDay } from "@/lib/utils/wall-time";
import { CAPTION_MAX, createPostSchema, POST_PLATFORMS, POST_STATUSES, updatePostSchema, type ContentPostDto } from "@/lib/validation/content-post";
import { STATUS_LABELS } from "./post-status";
import { useLinkableAssets, usePostMutations } from "./post-queries";
import { PostPublishing } from "./post-publishing";

type Props = {
  characterId: string;
  /** The post being edited; without one, a new post on `day`. */
  post?: ContentPostDto;
  day: CalendarDay;
  defaultPlatform: string;
  onClose: () => void;
};

type Draft = { date: string; time: string; platform: string; status: string; caption: string; assetId: string };

const draftOf = (post: ContentPostDto | undefined, day: CalendarDay, platform: string): Draft => ({
  date: post ? dayOf(post.scheduledAt) : day,
  time: post ? timeOf(post.scheduledAt) : "12:00",
  platform: post?.platform ?? platform,
  status: post?.status ?? "idea",
  caption: post?.caption ?? "",
  assetId: post?.asset?.id ?? "",
});

/** What changed, in the API's words (an edit sends only these). */
function changesOf(before: Draft, after: Draft): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (before.date !== after.date || before.time !== after.time) changes.scheduledAt = `${after.date}T${after.time}`;
  for (const key of ["platform", "status", "caption"] as const) if (before[key] !== after[key]) changes[key] = after[key];
  if (before.assetId !== after.assetId) changes.assetId = after.assetId || null;
  return changes;
}

/** The inline editor under the calendar: date, time, platform, status, caption and linked asset. */
export function PostEditor({ characterId, post, day, defaultPlatform, onClose }: Props) {
  const id = useId();
  const [initial] = useState(() => draftOf(post, day, defaultPlatform));
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const assets = useLinkableAssets(characterId, true);
  const { create, update, remove } = usePostMutations(characterId);
  const busy = create.busy || update.isPending || remove.isPending;
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));

  const send = async (request: () => Promise<unknown>) => {
    setError(null);
    try {
      // undefined: a second click while the first save was in flight, which was ignored.
      if ((await request()) === undefined) return;
      notify.success(post ? "Post updated" : "Post added");
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  // Checked with the API's own schema first, so a mistake is shown here without a round trip.
  const save = async () => {
    if (post) {
      const changes = changesOf(initial, draft);
      if (Object.keys(changes).length === 0) return onClose();
      const parsed = updatePostSchema.safeParse(changes);
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the fields");
      return send(() => update.mutateAsync({ postId: post.id, changes: parsed.data }));
    }
    const parsed = createPostSchema.safeParse({
      scheduledAt: `${draft.date}T${draft.time}`,
      platform: draft.platform,
      status: draft.status,
      caption: draft.caption,
      assetId: draft.assetId || null,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the fields");
    return send(() => create.runAsync(parsed.data));
  };
  const destroy = async () => {
    if (!post) return;
    try {
      await remove.mutateAsync(post.id);
      notify.success("Post deleted");
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const field = (key: string) => `${id}-${key}`;
  return (
    <form
      aria-label={post ? "Edit post" : `New post on ${dayName(day)}`}
      className="flex flex-col gap-3 rounded-lg border bg-muted/30 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <p className="text-sm font-medium">{post ? "Edit post" : `New post on ${dayName(day)}`}</p>
      <div className="grid gap-3 sm:grid-cols-4">
        <Field id={field("date")} label="Date">
          <Input id={field("date")} type="date" required value={draft.date} onChange={set("date")} />
        </Field>
        <Field id={field("time")} label="Time">
          <Input id={field("time")} type="time" required value={draft.time} onChange={set("time")} />
        </Field>
        <Field id={field("platform")} label="Platform">
          <NativeSelect id={field("platform")} value={draft.platform} onChange={set("platform")}>
            {POST_PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={field("status")} label="Status">
          <NativeSelect id={field("status")} value={draft.status} onChange={set("status")}>
            {POST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field id={field("caption")} label="Caption" hint={`${draft.caption.length} / ${CAPTION_MAX}`}>
        <Textarea
          id={field("caption")}
          rows={3}
          maxLength={CAPTION_MAX}
          value={draft.caption}
          onChange={set("caption")}
          aria-describedby={`${field("caption")}-hint`}
        />
      </Field>
      <Field id={field("asset")} label="Linked asset" hint={assets.isError ? "The character's assets could not be loaded." : undefined}>
        <NativeSelect id={field("asset")} value={draft.assetId} onChange={set("assetId")}>
          <option value="">None</option>
          {/* The linked asset stays choosable even before the list arrives. */}
          {post?.asset && !assets.data?.some((a) => a.id === post.asset!.id) && <option value={post.asset.id}>{post.asset.label}</option>}
          {assets.data?.map((a) => (
            <option key={a.id} value={a.id}>
              {a.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {post && <PostPublishing characterId={characterId} post={post} />}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {post ? "Save post" : "Add post"}
        </Button>
        <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        {post && (
          <Button type="button" variant="ghost" className="text-destructive" onClick={() => void destroy()} disabled={busy}>
            Delete post
          </Button>
        )}
      </div>
    </form>
  );
}
