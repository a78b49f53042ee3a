import { NextResponse, type NextRequest } from "next/server";
import { unsealSessionId, sessionCookieName, signedInHintOptions } from "@/lib/auth/session-cookie";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/auth/signed-in-hint";
import { securityHeaders } from "@/lib/auth/security-headers";

// Runs before any route: case-insensitive paths, the /user and /admin guard, and security headers.
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  // Spec: path matching is case-insensitive. Routes are defined in lower case; a path typed in
  // another case is served as its lower-case route (pages declare the lower-case canonical URL).
  const lower = pathname.toLowerCase();

  // Every /user and /admin route answers anonymous visitors with the 404 page, before any page
  // code runs. (Signed-in buyers on /admin get the same 404 from the pages' operator check.)
  const userArea = lower === "/user" || lower.startsWith("/user/");
  const adminArea = lower === "/admin" || lower.startsWith("/admin/");
  if ((userArea || adminArea) && !(await unsealSessionId(request.cookies.get(sessionCookieName())?.value))) {
    return withHeaders(NextResponse.rewrite(new URL("/404-not-found", request.url), { status: 404 }));
  }

  const response = lower !== pathname && !pathname.startsWith("/api/") ? NextResponse.rewrite(lowerCaseUrl(request)) : NextResponse.next();
  // A signed-in browser that lost its readable hint (cleared by hand, or signed in before the
  // hint existed) gets it back, so the marketing header knows to ask /api/user again.
  if (userArea && !request.cookies.has(SIGNED_IN_HINT_COOKIE)) {
    response.cookies.set(SIGNED_IN_HINT_COOKIE, "1", signedInHintOptions());
  }
  return withHeaders(response);
}

function lowerCaseUrl(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.pathname = url.pathname.toLowerCase();
  return url;
}

function withHeaders(response: NextResponse) {
  for (const [name, value] of Object.entries(securityHeaders())) response.headers.set(name, value);
  return response;
}

// Next buffers (and past next.config's proxyClientMaxBodySize, clips) the body of every request
// the proxy runs for, before the route sees it (issue 29, decision 175). So the proxy runs for
// pages, and for /api only when the request carries no body: an upload or a JSON body goes from
// the socket straight to its route, which caps it (lib/media/upload-body.server.ts) and sets the
// security headers itself (route()). Matchers are constants by Next's rule, hence no shared list.
export const config = {
  matcher: [
    "/((?!api/|_next/static|_next/image|favicon.ico|.*\\.(?:svg|png|jpg|jpeg|webp|avif|ico|woff2?)$).*)",
    {
      source: "/api/:path*",
      missing: [
        { type: "header", key: "content-length" },
        { type: "header", key: "transfer-encoding" },
      ],
    },
  ],
};
