"use client";
import { useId } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { shortMetadata } from "@/lib/publishing/youtube-metadata";
import { YOUTUBE_PRIVACY, YOUTUBE_PRIVACY_LABELS, type YouTubePrivacy } from "@/lib/validation/publishing";

type Props = { caption: string; privacy: YouTubePrivacy; onChange: (privacy: YouTubePrivacy) => void };

/**
 * YouTube's visibility for this post (issue 47), private until the buyer chooses, and a preview of
 * the Short as it will be sent: title, description and visibility.
 */
export function YouTubeOptions({ caption, privacy, onChange }: Props) {
  const id = useId();
  const { snippet } = shortMetadata(caption, privacy);
  return (
    <div className="flex flex-col gap-1.5 rounded-md border p-2 text-sm">
      <label htmlFor={id} className="font-medium">
        YouTube visibility
      </label>
      <NativeSelect id={id} className="h-9 w-40" value={privacy} onChange={(e) => onChange(e.target.value as YouTubePrivacy)}>
        {YOUTUBE_PRIVACY.map((p) => (
          <option key={p} value={p}>
            {YOUTUBE_PRIVACY_LABELS[p]}
          </option>
        ))}
      </NativeSelect>
      <p className="text-xs text-muted-foreground">YouTube keeps uploads from an app it has not yet audited Private, whatever is chosen here.</p>
      <figure aria-label="YouTube preview" className="flex flex-col gap-0.5 rounded bg-muted/50 p-2">
        <figcaption className="text-xs text-muted-foreground">How it goes to YouTube</figcaption>
        <p className="font-medium break-words">{snippet.title}</p>
        <p className="text-xs break-words whitespace-pre-line">{snippet.description}</p>
        <p className="text-xs">Visibility: {YOUTUBE_PRIVACY_LABELS[privacy]}</p>
      </figure>
    </div>
  );
}
