import "server-only";
import { prisma } from "@/lib/db/client.server";
import { HttpError, NotFoundError } from "@/lib/api/errors";
import { attachmentHeader } from "@/lib/api/attachment";
import { signId, verifySignedId } from "@/lib/crypto/signed-id.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { mediaResponse, readWithRange } from "@/lib/media/response.server";
import { readsCourse, type CourseViewer } from "./course.server";
import { PURCHASE_GRANTS_ACCESS } from "@/lib/policy/purchase-access";

// A lesson's media for buyers (issue 32, decision 196): its video, poster, captions and
// attachments, under the store keys course/<lessonId>/<mediaId>.<ext>. The page links to
// /api/user/course/media/<id>, which checks the buyer's session and answers with a link that
// lives a few minutes: on S3 a presigned GET (the bytes never pass through the app), else a
// signed app link that checks the purchase again on every request, with Range for seeking.
// A refund therefore revokes at once on the app path and within minutes on S3.

/** How long a handed-out media link works. */
export const COURSE_LINK_SECONDS = 300;
export const EXPIRED_COURSE_LINK = "This link has expired. Open the lesson again.";

const MEDIA_SELECT = {
  id: true,
  kind: true,
  name: true,
  contentType: true,
  storageKey: true,
  status: true,
  lesson: { select: { status: true, module: { select: { status: true } } } },
} as const;

/** The file if this viewer may fetch it now: ready, stored, in a published lesson (any lesson for an operator). */
async function visibleMedia(viewer: CourseViewer, mediaId: string) {
  if (!readsCourse(viewer)) throw new NotFoundError("File not found");
  const media = await prisma().courseMedia.findUnique({ where: { id: mediaId }, select: MEDIA_SELECT });
  const published = media?.lesson.status === "published" && media.lesson.module.status === "published";
  if (!media || media.status !== "ready" || !media.storageKey || !(published || viewer.operator)) throw new NotFoundError("File not found");
  return { ...media, storageKey: media.storageKey };
}

type LinkPayload = { mediaId: string; userId: string; expires: number; download: boolean };
const SEPARATOR = "~";

function signLink(p: LinkPayload): string {
  return signId("course-media", [p.mediaId, p.userId, p.expires, p.download ? "d" : "i"].join(SEPARATOR), ".");
}

function readLink(token: string): LinkPayload | null {
  const payload = verifySignedId("course-media", token, ".");
  const [mediaId, userId, expires, mode] = payload?.split(SEPARATOR) ?? [];
  if (!mediaId || !userId || !expires || !/^\d+$/.test(expires) || (mode !== "d" && mode !== "i")) return null;
  return { mediaId, userId, expires: Number(expires), download: mode === "d" };
}

/**
 * Where the viewer's browser fetches one of a lesson's files for the next few minutes. Captions
 * always come through the app: a <track> must be same-origin, and a WebVTT file is small.
 */
export async function courseMediaLink(viewer: CourseViewer, mediaId: string, options: { download?: boolean } = {}): Promise<string> {
  const media = await visibleMedia(viewer, mediaId);
  const download = options.download === true && media.kind === "attachment";
  const store = mediaStore();
  if (store.presignedGet && media.kind !== "captions") {
    return store.presignedGet(media.storageKey, { expiresInSeconds: COURSE_LINK_SECONDS, ...(download && { downloadName: media.name }) });
  }
  const expires = Math.floor(Date.now() / 1000) + COURSE_LINK_SECONDS;
  const link = signLink({ mediaId: media.id, userId: viewer.userId, expires, download });
  return `/api/course/media/${media.id}?${new URLSearchParams({ link })}`;
}

/** The viewer a link was made for, as they are now: a refund since then takes the purchase away. */
async function viewerNow(userId: string): Promise<CourseViewer | null> {
  const user = await prisma().user.findUnique({
    where: { id: userId },
    select: { email: true, role: true, purchases: { where: PURCHASE_GRANTS_ACCESS, select: { id: true }, take: 1 } },
  });
  return user && { userId, email: user.email, buyer: user.purchases.length > 0, operator: user.role === "operator" };
}

/**
 * GET /api/course/media/<id>?link=...: the file, with Range, while the link is good and its
 * viewer may still read the course. A link not made here (or for another file) is a 404 like a
 * missing file; a genuine one past its time is a 403 that says so.
 */
export async function signedCourseMediaResponse(mediaId: string, token: string, request: Request): Promise<Response> {
  const link = readLink(token);
  if (!link || link.mediaId !== mediaId) throw new NotFoundError("File not found");
  const now = Math.floor(Date.now() / 1000);
  if (link.expires > now + COURSE_LINK_SECONDS) throw new NotFoundError("File not found");
  if (link.expires < now) throw new HttpError(403, EXPIRED_COURSE_LINK);
  const viewer = await viewerNow(link.userId);
  if (!viewer) throw new NotFoundError("File not found");
  const media = await visibleMedia(viewer, mediaId);
  const stored = await readWithRange((range) => mediaStore().get(media.storageKey, { range }), request);
  if (!stored) throw new NotFoundError("File not found");
  // Not kept by the browser's cache: every read asks again, so a refund stops the next one.
  const response = mediaResponse(stored, { contentType: media.contentType, maxAgeSeconds: 0 });
  if (link.download) response.headers.set("Content-Disposition", attachmentHeader(media.name));
  return response;
}
