import { Readable } from "node:stream";
import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { attachmentHeader } from "@/lib/api/attachment";
import { openDataExport } from "@/lib/server/account/data-export.server";

// GET: the owner's ready export as a ZIP download, streamed from the media store, for 24 hours.
export const GET = route({ auth: "user", params: idParams }, async ({ session, params }) => {
  const { media, fileName } = await openDataExport(session.user.id, params.id);
  return new Response(Readable.toWeb(media.body) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(media.size),
      "Content-Disposition": attachmentHeader(fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
