import Link from "next/link";
import { ChevronLeft, ChevronRight, Eye, Paperclip, Wand2 } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { WIZARD_STEPS } from "@/lib/studio/wizard/registry";
import type { LessonPage } from "@/lib/course/course.server";
import type { CourseProgressSummary, LessonState } from "@/lib/course/summary";
import { lessonHref } from "@/lib/course/links";
import { CourseSidebar } from "./course-sidebar";
import { LessonBody } from "./lesson-body";
import { LessonPlayer } from "./lesson-player";
import { MarkDoneButton } from "./mark-done-button";

type Props = {
  lesson: LessonPage;
  states: Record<string, LessonState>;
  summary: CourseProgressSummary;
  done: boolean;
  startAt: number;
  character: { id: string; name: string } | null;
};

const mediaUrl = (id: string, download = false) => `/api/user/course/media/${id}${download ? "?download=1" : ""}`;

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The wizard step a lesson teaches, opened on the buyer's latest character (or a new one). */
function StudioStepLink({ step, character }: { step: string; character: Props["character"] }) {
  const entry = WIZARD_STEPS.find((s) => s.slug === step);
  if (!entry) return null;
  const href = character ? `/user/characters/${character.id}?step=${entry.slug}` : "/user/characters/new";
  return (
    <Button asChild variant="outline" className="h-11 self-start">
      <Link href={href}>
        <StaticIcon icon={Wand2} className="size-4" />
        {character ? `Open the ${entry.title} step for ${character.name}` : `Create a character to try the ${entry.title} step`}
      </Link>
    </Button>
  );
}

/** One lesson (issue 32): video, captions, text, attachments, the studio step it teaches, and the way on. */
export function LessonView({ lesson, states, summary, done, startAt, character }: Props) {
  // A video lesson is done at 90 % watched, which needs the video's probed length; without one, or without a video, the button.
  const watchedToDone = lesson.video !== null && (lesson.video.durationSeconds ?? 0) > 0;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-10">
      {lesson.preview && (
        <p
          role="note"
          className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 lg:col-span-2"
          data-testid="preview-banner"
        >
          <StaticIcon icon={Eye} className="size-4 shrink-0" />
          Preview as buyer: this lesson is a draft. Buyers cannot see it until it is published.
        </p>
      )}
      <CourseSidebar outline={lesson.outline} states={states} summary={summary} currentId={lesson.id} />
      <article className="flex min-w-0 flex-col gap-5">
        <header className="flex flex-col gap-1">
          <p className="text-sm text-muted-foreground">{lesson.moduleTitle}</p>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{lesson.title}</h1>
          {lesson.length && <p className="text-sm tabular-nums text-muted-foreground">{lesson.length}</p>}
        </header>
        {lesson.video && (
          <LessonPlayer
            lessonId={lesson.id}
            src={mediaUrl(lesson.video.id)}
            poster={lesson.poster ? mediaUrl(lesson.poster.id) : undefined}
            captions={lesson.captions.map((c) => ({ src: mediaUrl(c.id), label: c.name.replace(/\.vtt$/i, "") }))}
            startAt={startAt}
            initiallyDone={done}
          />
        )}
        <LessonBody html={lesson.html} />
        {lesson.studioStep && <StudioStepLink step={lesson.studioStep} character={character} />}
        {lesson.attachments.length > 0 && (
          <section aria-labelledby="attachments" className="flex flex-col gap-2">
            <h2 id="attachments" className="text-lg font-semibold">
              Downloads
            </h2>
            <ul className="flex flex-col gap-1">
              {lesson.attachments.map((a) => (
                <li key={a.id}>
                  <a
                    href={mediaUrl(a.id, true)}
                    download
                    className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <StaticIcon icon={Paperclip} className="size-4" />
                    {a.name} <span className="font-normal text-muted-foreground">({fileSize(a.size)})</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {!watchedToDone && <MarkDoneButton lessonId={lesson.id} initiallyDone={done} />}
        <nav aria-label="Lessons" className="flex flex-col gap-3 border-t pt-5 sm:flex-row sm:justify-between">
          {lesson.previous ? (
            <Link href={lessonHref(lesson.previous)} className="inline-flex min-h-11 items-center gap-1 text-sm hover:underline" rel="prev">
              <StaticIcon icon={ChevronLeft} className="size-4" />
              <span>
                <span className="text-muted-foreground">Previous: </span>
                {lesson.previous.title}
              </span>
            </Link>
          ) : (
            <span />
          )}
          {lesson.next ? (
            <Link
              href={lessonHref(lesson.next)}
              className="inline-flex min-h-11 items-center gap-1 text-sm font-medium hover:underline sm:text-right"
              rel="next"
            >
              <span>
                <span className="text-muted-foreground">Next: </span>
                {lesson.next.title}
              </span>
              <StaticIcon icon={ChevronRight} className="size-4" />
            </Link>
          ) : (
            <Link href="/user/course" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium hover:underline">
              Last lesson: back to the course <StaticIcon icon={ChevronRight} className="size-4" />
            </Link>
          )}
        </nav>
      </article>
    </div>
  );
}
