import "server-only";
import { clientIp } from "@/lib/policy/rate-limit.server";

// Where a session was signed in, as the account page lists it (issue 46, decision 360): the
// browser's user agent, cut short, and its address masked before it is stored, so the session
// table never holds a full address.

export type SessionClient = { userAgent: string | null; ipMasked: string | null };

const MAX_USER_AGENT = 300;

/** 203.0.113.42 → 203.0.113.x; 2001:db8:1:2::3 → 2001:db8:1::/48; anything else (a proxy's "local") as it is, cut short. */
export function maskIp(ip: string): string {
  const v4 = ip.match(/^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (ip.includes(":")) {
    const [head] = ip.split("::");
    const groups = head.split(":").filter(Boolean).slice(0, 3);
    while (groups.length < 3) groups.push("0");
    return `${groups.join(":")}::/48`;
  }
  return ip.slice(0, 40);
}

/** The user agent and masked address of a sign-in request. */
export function sessionClientOf(headers: Headers): SessionClient {
  const userAgent = headers.get("user-agent")?.trim().slice(0, MAX_USER_AGENT) || null;
  return { userAgent, ipMasked: maskIp(clientIp(headers)) };
}
