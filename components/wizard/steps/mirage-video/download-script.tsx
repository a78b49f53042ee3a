"use client";
import { useQuery } from "@tanstack/react-query";
import { Captions, FileText } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { getJson } from "@/lib/api/client";
import type { CharacterScriptResponse } from "@/lib/studio/script/script-view";
import { queryKeys } from "@/lib/api/query-keys";
import { fileBase, saveFile } from "./save-file";

type Props = {
  characterId: string;
  characterName: string;
  /** What the step's script box shows now, saved or not: what the buyer sees is what they get. */
  draft?: string;
};

/**
 * "Download Script" (decision 112): the script box as a .txt file; while the box is empty, the
 * character's latest generated script. Subtitles (.srt) come too when speech of exactly that
 * script was generated with timings.
 */
export function DownloadScript({ characterId, characterName, draft = "" }: Props) {
  const query = useQuery({
    queryKey: queryKeys.script(characterId),
    queryFn: () => getJson<CharacterScriptResponse>(`/api/user/characters/${characterId}/script`) as Promise<CharacterScriptResponse>,
    // A script may have been generated or spoken since the step was last open.
    staleTime: 0,
  });
  const saved = query.data?.script ?? null;
  const text = draft.trim() || saved?.text || "";
  const srt = saved?.srt && saved.text === text ? saved.srt : null;
  const base = `${fileBase(characterName)} script`;
  const note = text
    ? draft.trim()
      ? "Saves the script in the box above as a text file."
      : "The box is empty, so this saves the script last generated for this character."
    : query.isPending && !query.isError
      ? "Looking for this character's script..."
      : "Write or generate a script first.";

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          className="h-11 flex-1"
          disabled={!text}
          aria-describedby="download-script-note"
          onClick={() => saveFile(`${base}.txt`, new Blob([`${text}\n`], { type: "text/plain;charset=utf-8" }))}
        >
          <StaticIcon icon={FileText} /> Download Script
        </Button>
        {srt && (
          <Button variant="outline" className="h-11" onClick={() => saveFile(`${base}.srt`, new Blob([srt], { type: "application/x-subrip;charset=utf-8" }))}>
            <StaticIcon icon={Captions} /> Subtitles (.srt)
          </Button>
        )}
      </div>
      <p id="download-script-note" className="text-xs text-muted-foreground">
        {note}
        {text && !srt && " Subtitles come with speech generated with timings for this script."}
      </p>
    </div>
  );
}
