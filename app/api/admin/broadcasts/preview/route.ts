import { route } from "@/lib/server/route.server";
import { broadcastPreviewSchema } from "@/lib/validation/broadcast";
import { previewMail } from "@/lib/admin/broadcast-mail.server";

// POST { subject, markdown }: the HTML part as the recipients' mail will carry it (the lesson
// renderer and sanitiser, a sample recipient's merge fields), for the editor's live preview.
export const POST = route({ auth: "operator", body: broadcastPreviewSchema, maxBodyBytes: 256 * 1024 }, async ({ body }) => previewMail(body));
