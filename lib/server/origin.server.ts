import "server-only";
import type { NextRequest } from "next/server";
import { appUrl } from "@/lib/env";
import { ForbiddenError } from "@/lib/api/errors";

/**
 * Refuses cookie-carrying writes that a browser sent from another site (CSRF). Browsers send
 * Origin on cross-origin POSTs and Sec-Fetch-Site on all; clients that send neither (curl,
 * server-to-server) carry no victim's cookie through a browser, so they pass.
 */
export function checkOrigin(request: NextRequest) {
  const origin = request.headers.get("origin");
  if (origin) {
    const allowed = new Set([new URL(appUrl()).origin, request.nextUrl.origin]);
    const host = request.headers.get("host");
    if (host) {
      allowed.add(`http://${host}`);
      allowed.add(`https://${host}`);
    }
    if (!allowed.has(origin)) throw new ForbiddenError("Cross-origin request refused");
    return;
  }
  if (request.headers.get("sec-fetch-site") === "cross-site") {
    throw new ForbiddenError("Cross-origin request refused");
  }
}
