import "server-only";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";
import { mediaStore } from "@/lib/media/media-store.server";
import { mediaResponse, readWithRange } from "@/lib/media/response.server";
import { pictureCopyResponse, pictureWidthOf } from "./picture-copies.server";
import { parsePublicSlug, publicCharacterPath, type PublicCharacterPage } from "./public-page";

// The public character page (issue 48, decision 380): what a visitor may see of a character
// whose "Public profile" box is ticked, and nothing while it is not (the same 404 as a slug
// that never was). Logins, passwords and notes of the social accounts never leave the server.

const isWebUrl = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);

async function publicProfile(slug: string) {
  const clean = parsePublicSlug(slug);
  if (!clean) return null;
  const profile = await prisma().characterProfile.findUnique({
    where: { publicSlug: clean },
    select: { isPublic: true, headline: true, aboutMe: true, characterId: true, character: { select: { name: true } } },
  });
  return profile?.isPublic ? { ...profile, slug: clean } : null;
}

/** The two files the page shows: the latest headshot and the latest draft video. */
async function shownAssets(characterId: string) {
  const latest = (kind: string) =>
    prisma().asset.findFirst({ where: { characterId, kind, storageKey: { not: null } }, orderBy: { createdAt: "desc" }, select: { id: true } });
  const [headshot, video] = await Promise.all([latest("reference-image"), latest("video")]);
  return { headshotId: headshot?.id ?? null, videoId: video?.id ?? null };
}

/** The page's content, or null while the page is off (or the slug unknown). */
export async function publicCharacterPage(slug: string): Promise<PublicCharacterPage | null> {
  const profile = await publicProfile(slug);
  if (!profile) return null;
  const path = publicCharacterPath(profile.slug);
  const [{ headshotId, videoId }, links] = await Promise.all([
    shownAssets(profile.characterId),
    prisma().socialLink.findMany({
      where: { characterId: profile.characterId, isActive: true },
      orderBy: { createdAt: "asc" },
      select: { platform: true, profileUrl: true },
    }),
  ]);
  return {
    path,
    name: profile.character.name,
    headline: profile.headline ?? "",
    bio: profile.aboutMe ?? "",
    headshotUrl: headshotId && `${path}/media/${headshotId}`,
    videoUrl: videoId && `${path}/media/${videoId}`,
    links: links.filter((l) => isWebUrl(l.profileUrl)).map((l) => ({ platform: l.platform, url: l.profileUrl })),
  };
}

const MAX_AGE_SECONDS = 300;

/**
 * GET /c/<slug>/media/<id>: the page's headshot or draft video, seekable; any other file (or an
 * off page) is 404, whatever the query. `?w=320|640` is the headshot at the width the page shows
 * it (decision 399), the owner's stored copy counted in the owner's quota.
 */
export async function publicPageMediaResponse(slug: string, assetId: string, request: Request): Promise<Response> {
  const profile = await publicProfile(slug);
  const shown = profile ? await shownAssets(profile.characterId) : null;
  if (!shown || (assetId !== shown.headshotId && assetId !== shown.videoId)) throw new NotFoundError("File not found");
  const asset = await prisma().asset.findUniqueOrThrow({
    where: { id: assetId },
    select: { id: true, storageKey: true, contentType: true, variantWidths: true, character: { select: { userId: true } } },
  });
  const width = pictureWidthOf(new URL(request.url));
  if (width && assetId === shown.headshotId) return pictureCopyResponse(asset, asset.character.userId, width, request, MAX_AGE_SECONDS);
  const media = await readWithRange((range) => mediaStore().get(asset.storageKey!, { range }), request);
  if (!media) throw new NotFoundError("File not found");
  return mediaResponse(media, { contentType: asset.contentType, maxAgeSeconds: MAX_AGE_SECONDS });
}
