import { NextResponse, type NextRequest } from "next/server";
import { unsealSessionId, sessionCookieName } from "@/lib/auth/session-cookie";
import { securityHeaders } from "@/lib/auth/security-headers";

// Runs before any route: case-insensitive paths, the /user guard, and security headers.
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  // Spec: path matching is case-insensitive. Pages answer on their lower-case URL, so an
  // upper-case one is redirected there (one canonical URL per page for search engines).
  if (pathname !== pathname.toLowerCase() && !pathname.startsWith("/api/")) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.toLowerCase();
    return withHeaders(NextResponse.redirect(url, 308));
  }

  // Every /user route answers anonymous visitors with the 404 page, before any page code runs.
  if (pathname === "/user" || pathname.startsWith("/user/")) {
    const sid = await unsealSessionId(request.cookies.get(sessionCookieName())?.value);
    if (!sid) {
      return withHeaders(NextResponse.rewrite(new URL("/404-not-found", request.url), { status: 404 }));
    }
  }

  return withHeaders(NextResponse.next());
}

function withHeaders(response: NextResponse) {
  for (const [name, value] of Object.entries(securityHeaders())) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|.*\\.(?:svg|png|jpg|jpeg|webp|avif|ico|woff2?)$).*)"],
};
