import { attachmentHeader } from "@/lib/api/attachment";
import { route } from "@/lib/server/route.server";
import { courseExportStream } from "@/lib/course/transfer.server";

// GET: the whole course (drafts too) as a ZIP of Markdown and media, streamed (decision 197).
export const GET = route({ auth: "operator" }, async () => {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await courseExportStream(), {
    headers: { "content-type": "application/zip", "content-disposition": attachmentHeader(`course-${day}.zip`), "cache-control": "no-store" },
  });
});
