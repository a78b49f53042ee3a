/** What a console action's answer was: a status when it worked, an alert with the reason when not. */
export type ActionOutcome = { ok: boolean; text: string };

export function ActionResult({ result }: { result: ActionOutcome | null }) {
  if (!result) return null;
  return (
    <p role={result.ok ? "status" : "alert"} className={result.ok ? "text-sm text-green-700 dark:text-green-400" : "text-sm text-destructive"}>
      {result.text}
    </p>
  );
}
