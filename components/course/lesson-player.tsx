"use client";
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";

// The lesson's video (issue 32): a plain HTML5 <video>, seekable because its bytes come with
// HTTP Range. The position is saved every ~10 s of playback, on pause and seek, and when the
// page is left (a keepalive request outlives the page), and where playback starts, so the server
// can count the seconds watched between saves (each save adds at most the time that passed since
// the one before) and mark the lesson done at 90 % watched (decision 306). The media links live a few minutes (decision 196): when one has expired, the
// player asks for the video again from where it was.

const SAVE_EVERY_SECONDS = 10;
const MAX_RELOADS = 3;

type Props = {
  lessonId: string;
  src: string;
  poster?: string;
  captions: { src: string; label: string }[];
  /** Where to start: ?t= or the saved position. */
  startAt: number;
  initiallyDone: boolean;
};

export function LessonPlayer({ lessonId, src, poster, captions, startAt, initiallyDone }: Props) {
  const router = useRouter();
  const video = useRef<HTMLVideoElement>(null);
  const [done, setDone] = useState(initiallyDone);
  const [problem, setProblem] = useState<string | null>(null);
  const state = useRef({ lastSaved: startAt, reloads: 0, resumeAt: startAt, resumePlaying: false, done: initiallyDone });

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const url = `/api/user/course/lessons/${lessonId}`;
    // `restart`: a seek or playback starting; the server counts nothing watched for it.
    const save = (keepalive: boolean, restart = false) => {
      const position = element.currentTime;
      if (!Number.isFinite(position) || (!restart && Math.abs(position - state.current.lastSaved) < 0.5)) return;
      state.current.lastSaved = position;
      void fetch(url, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ positionSeconds: Math.round(position * 10) / 10, ...(restart && { restart: true }) }),
        credentials: "include",
        keepalive,
      })
        .then(async (response) => {
          if (!response.ok) return;
          const progress = (await response.json()) as { done: boolean };
          if (progress.done && !state.current.done) {
            state.current.done = true;
            setDone(true);
            // The sidebar's state and the course's progress are drawn on the server.
            router.refresh();
          }
        })
        .catch(() => {
          // A lost save is retried by the next one; the position is only a convenience.
          state.current.lastSaved = -1;
        });
    };
    const onTime = () => {
      if (Math.abs(element.currentTime - state.current.lastSaved) >= SAVE_EVERY_SECONDS) save(false);
    };
    const onStop = () => save(false);
    // Where playback (re)starts or a seek lands: the server counts watched time from here.
    const onRestart = () => save(false, true);
    const onLeave = () => save(true);
    const onHidden = () => {
      if (document.visibilityState === "hidden") save(true);
    };
    const onMetadata = () => {
      const at = state.current.resumeAt;
      if (at > 0 && at < element.duration) element.currentTime = at;
      if (state.current.resumePlaying) void element.play().catch(() => {});
    };
    const onError = () => {
      // An expired link or a dropped connection: fetch the video again and go on from here.
      if (state.current.reloads >= MAX_RELOADS) {
        setProblem("The video could not be loaded. Reload the page to try again.");
        return;
      }
      state.current.reloads += 1;
      state.current.resumeAt = element.currentTime || state.current.resumeAt;
      state.current.resumePlaying = !element.paused;
      element.src = `${src}${src.includes("?") ? "&" : "?"}retry=${state.current.reloads}`;
      element.load();
    };
    const listeners: [EventTarget, string, EventListener][] = [
      [element, "timeupdate", onTime],
      [element, "play", onRestart],
      [element, "pause", onStop],
      [element, "seeked", onRestart],
      [element, "ended", onStop],
      [element, "loadedmetadata", onMetadata],
      [element, "error", onError],
      [window, "pagehide", onLeave],
      [document, "visibilitychange", onHidden],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    if (element.readyState >= 1) onMetadata();
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      // Leaving for another page of the app (a client-side navigation) is leaving too.
      save(true);
    };
  }, [lessonId, src, router]);

  return (
    <div className="flex flex-col gap-2">
      <video
        ref={video}
        controls
        playsInline
        preload="metadata"
        src={src}
        poster={poster}
        className="aspect-video w-full rounded-lg bg-black"
        data-testid="lesson-video"
      >
        {captions.map((track, i) => (
          <track key={track.src} kind="captions" src={track.src} label={track.label} default={i === 0} />
        ))}
        Your browser cannot play this video.
      </video>
      <p className="min-h-5 text-sm text-muted-foreground" role="status" data-testid="lesson-status">
        {problem ?? (done ? "Lesson done." : "Your place is saved as you watch; the lesson is done at 90 % watched.")}
      </p>
    </div>
  );
}
