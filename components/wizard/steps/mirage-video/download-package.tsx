"use client";
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Package } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { Progress } from "@/components/ui/progress";
import { serverMessage, throwIfNotOk } from "@/lib/api/client";
import { PACKAGE_FILES_HEADER, PackageProgress, type PackageProgressView } from "@/lib/studio/package/package-progress";
import { saveFile } from "./save-file";

type Props = {
  characterId: string;
  characterName: string;
  /** The button's words where the package serves another step (CapCut's "Generate Edit Package"). */
  label?: string;
  note?: string;
  /** "voice": the character's voice clips only (the Voice step's "Download Voice Samples"). */
  part?: "voice";
};
const NOTE = "A ZIP with the profile, reference and shot images, voice clips, script and content plan: everything Mirage, CapCut or a scheduler needs.";

/** The stream ended before the ZIP's closing directory: a cut connection, not a whole package. */
class IncompletePackageError extends Error {}

// The server's { message } for a refusal, or the cut-off download; anything else reads generically.
const failure = (error: Error) => (error instanceof IncompletePackageError ? error.message : serverMessage(error));

// "98 kB" below a megabyte, "12.4 MB" above: a small package never reads "0.0 MB".
const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** The file name the server gave in Content-Disposition (the UTF-8 form when there is one). */
function attachmentName(header: string | null, fallback: string) {
  const utf8 = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/**
 * "Download package" (decisions 110 and 111): the character's ZIP, streamed from the server,
 * with a bar counting its files as they arrive; the browser saves it once it is complete.
 */
export function DownloadPackage({ characterId, characterName, label = "Download package", note = NOTE, part }: Props) {
  const noteId = `${label.replace(/\W/g, "-").toLowerCase()}-note`;
  // Disabled in the server's HTML until the script can take the press (see SendPackageToDrive).
  const ready = useHydrated();
  const [progress, setProgress] = useState<PackageProgressView | null>(null);
  const download = useMutation({
    mutationFn: async () => {
      setProgress(null);
      const res = await fetch(`/api/user/characters/${characterId}/package${part ? `?part=${part}` : ""}`, { credentials: "include" });
      await throwIfNotOk(res);
      const counter = new PackageProgress(Number(res.headers.get(PACKAGE_FILES_HEADER) ?? 0));
      const parts: Uint8Array<ArrayBuffer>[] = [];
      const reader = res.body!.getReader();
      let shown = -1;
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        parts.push(read.value as Uint8Array<ArrayBuffer>);
        counter.push(read.value);
        const view = counter.view();
        // A render per whole percent, not per network chunk.
        if (Math.floor(view.fraction * 100) !== shown) {
          shown = Math.floor(view.fraction * 100);
          setProgress(view);
        }
      }
      const view = counter.view();
      setProgress(view);
      if (!view.complete) throw new IncompletePackageError("The download stopped before the package was complete. Please try again.");
      const name = attachmentName(res.headers.get("content-disposition"), `${characterName || "character"} package.zip`);
      saveFile(name, new Blob(parts, { type: "application/zip" }));
      return { name, files: view.totalFiles, bytes: view.bytes };
    },
  });

  return (
    <div className="flex flex-col gap-2">
      <Button variant="outline" className="h-11" disabled={download.isPending || !ready} aria-describedby={noteId} onClick={() => download.mutate()}>
        <StaticIcon icon={Package} /> {download.isPending ? (part === "voice" ? "Preparing voice samples..." : "Preparing package...") : label}
      </Button>
      <p id={noteId} className="text-xs text-muted-foreground">
        {note}
      </p>
      {download.isPending && (
        <div className="flex flex-col gap-1" aria-live="polite">
          <Progress value={(progress?.fraction ?? 0) * 100} label="Package download" />
          <p className="text-xs text-muted-foreground">
            {progress ? `${progress.files} of ${progress.totalFiles} files · ${size(progress.bytes)}` : "Gathering the files..."}
          </p>
        </div>
      )}
      {download.isSuccess && (
        <p className="text-sm" role="status">
          Saved “{download.data.name}”: {download.data.files} files, {size(download.data.bytes)}.
        </p>
      )}
      {download.isError && (
        <p role="alert" className="text-sm text-destructive">
          {failure(download.error) ?? "The package could not be downloaded. Please try again."}
        </p>
      )}
    </div>
  );
}
