"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Download } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { throwIfNotOk, serverMessage } from "@/lib/api/client";

/**
 * Export the whole course as a ZIP of Markdown and media; into an empty course, import one
 * (decision 197). The import is offered only while the course is empty, as the server requires.
 */
export function CourseTransfer({ empty }: { empty: boolean }) {
  const router = useRouter();
  const [state, setState] = useState<{ busy: boolean; text?: string; ok?: boolean }>({ busy: false });

  async function importFile(file: File) {
    setState({ busy: true, text: `Importing ${file.name}…` });
    try {
      const res = await fetch("/api/admin/course/import", {
        method: "POST",
        body: file,
        headers: { "content-type": "application/zip" },
        credentials: "include",
      });
      await throwIfNotOk(res);
      const { modules, lessons, media } = (await res.json()) as { modules: number; lessons: number; media: number };
      setState({ busy: false, ok: true, text: `Imported ${modules} modules, ${lessons} lessons and ${media} media files.` });
      router.refresh();
    } catch (error) {
      setState({ busy: false, ok: false, text: serverMessage(error) ?? "The import failed. Please try again." });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      {!empty && (
        <a href="/api/admin/course/export" download className={buttonVariants({ variant: "outline" })}>
          <StaticIcon icon={Download} className="size-4" /> Export course (.zip)
        </a>
      )}
      {!empty && (
        // Why there is no import here (issue 44): it only goes into an empty course.
        <p className="text-sm text-muted-foreground" data-testid="import-hint">
          Import a course export: only into an empty course, so nothing is overwritten. Export this one first, then delete its modules to import another.
        </p>
      )}
      {empty && (
        <label className="flex flex-col gap-1 text-sm font-medium">
          Import a course export (.zip)
          <input
            type="file"
            accept=".zip,application/zip"
            disabled={state.busy}
            onChange={(e) => e.target.files?.[0] && importFile(e.target.files[0])}
            className="text-sm font-normal file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
          />
        </label>
      )}
      {state.text && (
        <p role={state.ok === false ? "alert" : "status"} className={state.ok === false ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
          {state.text}
        </p>
      )}
    </div>
  );
}
