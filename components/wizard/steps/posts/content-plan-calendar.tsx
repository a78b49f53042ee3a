import { PLAN_DAYS, PLAN_WEEKS, parsePlanLine, type PlannedPost } from "@/lib/validation/content-plan";

/** The saved content plan as a week-by-day table ("View Calendar" on the Posts step). */
export function ContentPlanCalendar({ lines }: { lines: string[] }) {
  const posts = lines.map(parsePlanLine).filter((post): post is PlannedPost => post !== null);
  const at = (week: number, day: string) => posts.filter((post) => post.week === week && post.day === day);
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs text-muted-foreground sm:hidden">Swipe sideways to see the whole week.</p>
      {/* Focusable so keyboard users can scroll the wide table too. */}
      <div className="overflow-x-auto rounded-md border" data-testid="content-calendar" role="region" aria-label="Content plan calendar" tabIndex={0}>
        <table className="w-full min-w-[44rem] table-fixed border-collapse text-xs">
          <caption className="sr-only">Content plan by week and day</caption>
          <thead>
            <tr className="bg-muted">
              <th scope="col" className="w-16 p-2 text-left font-medium">Week</th>
              {PLAN_DAYS.map((day) => <th key={day} scope="col" className="p-2 text-left font-medium">{day}</th>)}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: PLAN_WEEKS }, (_, i) => i + 1).map((week) => (
              <tr key={week} className="border-t align-top">
                <th scope="row" className="p-2 text-left font-medium">{week}</th>
                {PLAN_DAYS.map((day) => (
                  <td key={day} className="p-2">
                    {at(week, day).map((post, i) => (
                      <p key={i} className="mb-1 rounded bg-accent/60 p-1">
                        <span className="font-medium">{post.platform}</span> · {post.contentType}
                        <span className="block text-muted-foreground">{post.hook}</span>
                      </p>
                    ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
