import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import type { CloudProvider, PublishPlatform } from "@/lib/db/generated/enums";
import { open, seal, SealError, sealPurpose } from "@/lib/crypto/crypto.server";
import { signId, verifySignedId } from "@/lib/crypto/signed-id.server";
import { BadRequestError } from "@/lib/api/errors";
import { throttle } from "@/lib/policy/throttle.server";
import type { RateLimitName } from "@/lib/policy/limits";
import type { SessionUser } from "./session.server";

// The state and PKCE half of every authorisation-code flow the app starts: a drive's
// (docs/decisions/060-cloud-storage-oauth.md) and a character's publishing channel (decision 438).
// `state` is "<id>.<hmac>": the HMAC shows we issued it, the OAuthState row binds it to the
// session and user that started the flow and to what it connects, and usedAt makes it single-use.
const STATE_TTL_MS = 10 * 60 * 1000;

/** What a flow connects: a drive, or one character's channel on one platform. */
export type OAuthTarget = { provider: CloudProvider } | { platform: PublishPlatform; characterId: string };

export const OAUTH_STATE_REFUSED = "This connection link is invalid or has expired. Close this window and press Connect again.";

/** Starts a flow: a single-use state and a PKCE verifier (sealed at rest), after the user's rate limit. */
export async function issueOAuthState(session: SessionUser, target: OAuthTarget, limit: RateLimitName) {
  await throttle(limit, session.user.id);
  const id = randomBytes(24).toString("base64url");
  const codeVerifier = randomBytes(48).toString("base64url");
  const codeChallenge = createHash("sha256").update(codeVerifier).digest("base64url");
  await prisma().oAuthState.create({
    data: {
      id,
      userId: session.user.id,
      sessionId: session.sessionId,
      ...target,
      codeVerifier: seal(codeVerifier, sealPurpose.oauthCodeVerifier(id)),
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    },
  });
  return { state: signId("oauth-state", id), codeVerifier, codeChallenge };
}

/** A verifier that no longer opens (moved, tampered, key rotated away) refuses the link like an expired one. */
function openVerifier(row: { id: string; codeVerifier: string }) {
  try {
    return open(row.codeVerifier, sealPurpose.oauthCodeVerifier(row.id));
  } catch (error) {
    if (error instanceof SealError) throw new BadRequestError(OAUTH_STATE_REFUSED);
    throw error;
  }
}

/**
 * Claims the state a provider redirected back with, once: it must be ours (signed), unexpired,
 * unused, for this kind of flow, and started by this user in this session. Anything else is the
 * same 400. Returns the row (what it connects) and the PKCE verifier.
 */
export async function claimOAuthState(
  session: SessionUser | null,
  kind: { provider: CloudProvider } | { platform: PublishPlatform },
  query: { code?: string; state?: string },
) {
  const id = query.state ? verifySignedId("oauth-state", query.state) : null;
  if (!id || !query.code || !session) throw new BadRequestError(OAUTH_STATE_REFUSED);
  // Claim atomically: a second use (replay, double submit) matches no row.
  const claimed = await prisma().oAuthState.updateMany({
    where: { id, usedAt: null, ...kind, userId: session.user.id, sessionId: session.sessionId, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (claimed.count !== 1) throw new BadRequestError(OAUTH_STATE_REFUSED);
  const row = await prisma().oAuthState.findUniqueOrThrow({ where: { id } });
  return { row, code: query.code, codeVerifier: openVerifier(row) };
}
