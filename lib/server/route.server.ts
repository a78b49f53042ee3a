import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { currentRequestSession } from "./request-session.server";
import { ForbiddenError, HttpError, NotFoundError, UnauthorizedError } from "@/lib/api/errors";
import { checkOrigin } from "./origin.server";
import { toHttpError } from "@/lib/api/db-errors";
import { readCappedText } from "@/lib/media/upload-body.server";
import { securityHeaders } from "@/lib/auth/security-headers";
import type { SessionUser } from "@/lib/auth/session.server";
import { PURCHASE_NEEDED_MESSAGE } from "@/lib/accounts/purchases.server";
import { operatorOf, type Operator } from "@/lib/auth/roles";
import { guestScope, idempotencyKeyOf, runOnce } from "./idempotency.server";

const MAX_BODY_BYTES = 100 * 1024;
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type RouteContext = { params: Promise<Record<string, string | string[]>> };

type Options<B extends z.ZodType | undefined, P extends z.ZodType | undefined> = {
  /**
   * "user": signed-in only (401 otherwise); "buyer": signed in with an active purchase (403
   * otherwise); "operator": the back office's, 404 to anyone else, signed out too, before any
   * input is read (issue 23); "optional": session if any; "public": none read.
   */
  auth: "user" | "buyer" | "operator" | "optional" | "public";
  body?: B;
  params?: P;
  /** Cookie-authenticated writes from another origin are refused unless this is false (webhooks). */
  originCheck?: boolean;
  maxBodyBytes?: number;
  /**
   * A create: a request with an Idempotency-Key header runs once per key, sender and path; a
   * replay within 24 hours gets the first answer and creates nothing (decision 185).
   */
  idempotent?: boolean;
};

type Input<B, P, A> = {
  request: NextRequest;
  body: B extends z.ZodType ? z.infer<B> : undefined;
  params: P extends z.ZodType ? z.infer<P> : Record<string, string>;
  session: A extends "user" | "buyer" | "operator" ? SessionUser : SessionUser | null;
  operator: A extends "operator" ? Operator : null;
};

/**
 * The one wrapper for route handlers: origin check for writes, session, size and content-type
 * limits, zod-parsed body and params, and domain errors mapped to HTTP with a { message } body.
 * Bad input is always a 4xx, never a 500.
 */
export function route<A extends Options<B, P>["auth"], B extends z.ZodType | undefined = undefined, P extends z.ZodType | undefined = undefined>(
  options: Options<B, P> & { auth: A },
  handler: (input: Input<B, P, A>) => Promise<Response | unknown>,
) {
  return async (request: NextRequest, context?: RouteContext): Promise<Response> => {
    try {
      if (WRITE_METHODS.has(request.method) && options.originCheck !== false) checkOrigin(request);

      // Signed-out callers learn nothing about ids: 401 comes before any path check. The session
      // read brings the role and purchase the gates need, so a gate costs no query (decision 154).
      let session: SessionUser | null = null;
      let operator: Operator | null = null;
      if (options.auth !== "public") {
        session = await currentRequestSession(request);
        if (options.auth === "operator") {
          operator = operatorOf(session);
          if (!operator) throw new NotFoundError();
        }
        if (!session && (options.auth === "user" || options.auth === "buyer")) throw new UnauthorizedError();
        if (session && options.auth === "buyer" && !session.purchase) throw new ForbiddenError(PURCHASE_NEEDED_MESSAGE);
      }

      const rawParams = (await context?.params) ?? {};
      const params = options.params ? parse(options.params, rawParams, 404) : rawParams;

      const body = options.body ? parse(options.body, await readJson(request, options.maxBodyBytes ?? MAX_BODY_BYTES)) : undefined;

      const run = async () => {
        const result = await handler({ request, body, params, session, operator } as Input<B, P, A>);
        return result instanceof Response ? result : NextResponse.json(result ?? null);
      };
      const key = options.idempotent ? idempotencyKeyOf(request) : null;
      if (!key) return withSecurityHeaders(await run());
      // Signed in: the account. Signed out: the checkout cookie or the address, within an hourly allowance.
      const scope = session ? session.user.id : await guestScope(request);
      if (!scope) return withSecurityHeaders(await run());
      return withSecurityHeaders(await runOnce({ scope, route: `${request.method} ${request.nextUrl.pathname}`, key, input: { body, params } }, run));
    } catch (error) {
      return withSecurityHeaders(errorResponse(error));
    }
  };
}

/**
 * The proxy's security headers, for the API answers it does not see: it never runs for a request
 * that carries a body (proxy.ts, issue 29). Headers a handler set itself are kept.
 */
function withSecurityHeaders(response: Response): Response {
  try {
    for (const [name, value] of Object.entries(securityHeaders())) if (!response.headers.has(name)) response.headers.set(name, value);
  } catch {
    // A response with immutable headers (a redirect built by Response.redirect) goes as it is.
  }
  return response;
}

export function errorResponse(error: unknown): Response {
  const http = error instanceof HttpError ? error : toHttpError(error);
  if (http.status >= 500) console.error("[api]", error);
  return NextResponse.json({ message: http.message, ...http.extra }, { status: http.status, headers: http.headers });
}

/** Parses other input (a query string) the way bodies are: the first problem as a 400 { message }. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  return parse(schema, value);
}

function parse<S extends z.ZodType>(schema: S, value: unknown, status = 400): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  if (status === 404) throw new HttpError(404, "Not found");
  const first = result.error.issues[0];
  throw new HttpError(
    400,
    first?.message ?? "Invalid input",
    {},
    {
      errors: result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    },
  );
}

async function readJson(request: NextRequest, maxBytes: number): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  // Refused before reading when the declared length is over the cap; read no further than it.
  const text = await readCappedText(request, maxBytes);
  // An empty body is read as {} so endpoints whose payload is optional accept a bare POST.
  if (text.trim() === "") return {};
  if (!/^application\/(.+\+)?json\b/i.test(type)) throw new HttpError(415, "Content-Type must be application/json");
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "Request body is not valid JSON");
  }
}
