import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "@/lib/env";

// An id this server issued, carried by the browser with its proof: "<id><separator><mac>", the
// mac an HMAC-SHA256 (hex, so it fits formats that allow only letters and digits) of the id
// under the session secret and a purpose, so a proof made for one use (an OAuth state) is
// worthless for another (a checkout binding). Used by the OAuth state, the checkout binding
// cookie, the demo payment's client secret, the course's short-lived media links, the demo
// drive's access token and a marketing mail's unsubscribe link.
export type SignedIdPurpose = "oauth-state" | "checkout-binding" | "demo-intent" | "course-media" | "demo-drive" | "unsubscribe";

function mac(purpose: SignedIdPurpose, id: string) {
  return createHmac("sha256", sessionSecret()).update(`${purpose}:${id}`).digest("hex");
}

export function signId(purpose: SignedIdPurpose, id: string, separator = "."): string {
  return `${id}${separator}${mac(purpose, id)}`;
}

/** The id when `signed` is signId's output for this purpose, else null (compared in constant time). */
export function verifySignedId(purpose: SignedIdPurpose, signed: string, separator = "."): string | null {
  const at = signed.indexOf(separator);
  if (at <= 0) return null;
  const id = signed.slice(0, at);
  const expected = Buffer.from(signId(purpose, id, separator));
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
