"use client";
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { CheckCircle2, Circle } from "lucide";
import { Button } from "@/components/ui/button";
import { StaticIcon } from "@/components/ui/static-icon";
import { apiRequest } from "@/lib/api/client";

/** A text lesson's done mark (issue 32): the buyer says when they have read it; pressing again takes it off. */
export function MarkDoneButton({ lessonId, initiallyDone }: { lessonId: string; initiallyDone: boolean }) {
  const router = useRouter();
  const [done, setDone] = useState(initiallyDone);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, startTransition] = useTransition();

  const toggle = async () => {
    setSaving(true);
    setError(null);
    try {
      const response = await apiRequest("PUT", `/api/user/course/lessons/${lessonId}`, { done: !done });
      const progress = (await response.json()) as { done: boolean };
      setDone(progress.done);
      // The sidebar's states and the course's progress are drawn on the server.
      startTransition(() => router.refresh());
    } catch {
      setError("Your progress could not be saved. Please try again.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <Button
        type="button"
        variant={done ? "outline" : "default"}
        className="h-11 self-start"
        aria-pressed={done}
        disabled={saving}
        onClick={() => void toggle()}
      >
        <StaticIcon icon={done ? CheckCircle2 : Circle} className="size-4" />
        {saving ? "Saving..." : done ? "Done (press to undo)" : "Mark as done"}
      </Button>
      <p role="status" className="min-h-5 text-sm text-destructive">
        {error}
      </p>
    </div>
  );
}
