import { NextResponse, type NextRequest } from "next/server";
import { unsealSessionId, sessionCookieName } from "@/lib/auth/session-cookie";
import { securityHeaders } from "@/lib/auth/security-headers";

// Runs before any route: case-insensitive paths, the /user guard, and security headers.
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  // Spec: path matching is case-insensitive. Routes are defined in lower case; a path typed in
  // another case is served as its lower-case route (pages declare the lower-case canonical URL).
  const lower = pathname.toLowerCase();

  // Every /user route answers anonymous visitors with the 404 page, before any page code runs.
  if (lower === "/user" || lower.startsWith("/user/")) {
    const sid = await unsealSessionId(request.cookies.get(sessionCookieName())?.value);
    if (!sid) {
      return withHeaders(NextResponse.rewrite(new URL("/404-not-found", request.url), { status: 404 }));
    }
  }

  if (lower !== pathname && !pathname.startsWith("/api/")) {
    const url = request.nextUrl.clone();
    url.pathname = lower;
    return withHeaders(NextResponse.rewrite(url));
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
