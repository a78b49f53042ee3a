import "server-only";
import { createHash } from "node:crypto";
import type { NextRequest } from "next/server";
import { prisma } from "@/lib/db/client.server";
import { clientIp } from "@/lib/policy/rate-limit.server";
import { withinLimit } from "@/lib/policy/throttle.server";
import { CHECKOUT_COOKIE } from "@/lib/payments/checkout-binding.server";
import { BadRequestError, ConflictError, UnprocessableError } from "@/lib/api/errors";

/** The header the browser sends with each create (lib/query/use-create-action.ts). */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Set on an answer that is the stored first answer, not a new run. */
export const REPLAYED_HEADER = "idempotent-replayed";
/** How long a key's answer is replayed; housekeeping deletes older rows. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim whose run left no answer this long (a crashed server) no longer blocks its key. */
const ABANDONED_CLAIM_MS = 5 * 60 * 1000;
/** How long a replay waits for the first request, still running, to answer. */
const WAIT_FOR_FIRST_MS = 60 * 1000;
const POLL_MS = 50;
const KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;

type Claim = { scope: string; route: string; key: string; requestHash: string };

/** The key of a request, or null when it sent none (the create then runs as before). */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!KEY_PATTERN.test(key)) throw new BadRequestError("Idempotency-Key must be 8 to 200 visible ASCII characters");
  return key;
}

/**
 * Whose keys a signed-out request's key is among (issue 42, decision 305): the browser's checkout
 * cookie when it has one (a guest in checkout), else its address (IPv6 by /64), so one guest never
 * replays another's answer. Null when the address has used its hourly allowance of stored keys:
 * the request then runs without a stored answer, so anonymous traffic cannot grow the table
 * beyond that allowance per address.
 */
export async function guestScope(request: NextRequest): Promise<string | null> {
  const address = clientIp(request.headers);
  if (!(await withinLimit("idempotencyKeysPerIp", address))) return null;
  const checkout = request.cookies.get(CHECKOUT_COOKIE)?.value;
  return checkout ? `checkout:${hashOf(checkout).slice(0, 32)}` : `address:${address}`;
}

/**
 * Runs a create once per key (decision 185). The first request with a key claims it with an
 * insert the unique index decides, runs, and stores a successful answer; every replay of the key
 * by the same sender on the same route gets that answer (and the Idempotent-Replayed header),
 * waiting for it while the first still runs. A failed first run (4xx, 5xx, thrown) releases the
 * claim, so a retry really retries: nothing was created. The same key with another body is a 422.
 */
export async function runOnce(claim: { scope: string; route: string; key: string; input: unknown }, run: () => Promise<Response>): Promise<Response> {
  const c: Claim = { scope: claim.scope, route: claim.route, key: claim.key, requestHash: hashOf(claim.input) };
  const db = prisma();
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const claimed = await db.idempotentRequest.createMany({ data: [c], skipDuplicates: true });
    if (claimed.count === 1) return runAndStore(c, run);

    const first = await db.idempotentRequest.findUnique({ where: { scope_route_key: { scope: c.scope, route: c.route, key: c.key } } });
    if (!first) continue; // the first run failed and released the key: claim it now
    const age = Date.now() - first.createdAt.getTime();
    if (age > IDEMPOTENCY_TTL_MS || (first.status === null && age > ABANDONED_CLAIM_MS)) {
      await db.idempotentRequest.deleteMany({ where: { id: first.id, createdAt: first.createdAt } });
      continue;
    }
    if (first.requestHash !== c.requestHash) throw new UnprocessableError("This Idempotency-Key was already used for a different request");
    if (first.status !== null && !isJson(first.contentType))
      throw new ConflictError("This request was already made; its answer was streamed and cannot be sent again");
    if (first.status !== null) return replay(first.status, first.contentType, first.body);
    if (Date.now() > deadline) throw new ConflictError("The same request is still being processed. Please wait a moment.");
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function runAndStore(c: Claim, run: () => Promise<Response>): Promise<Response> {
  const where = { scope_route_key: { scope: c.scope, route: c.route, key: c.key } };
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await release(c);
    throw error;
  }
  if (!response.ok) {
    await release(c);
    return response;
  }
  const contentType = response.headers.get("content-type");
  if (!isJson(contentType)) {
    // A streamed answer (a drive export's progress lines) is never buffered: the key is marked
    // used and a replay is told so instead of running the work again.
    await prisma().idempotentRequest.update({ where, data: { status: response.status, contentType, body: null } });
    return response;
  }
  // Creates answer small JSON; the text is stored as sent so a replay is byte for byte the same.
  const body = await response.text();
  await prisma().idempotentRequest.update({ where, data: { status: response.status, contentType, body } });
  return new Response(body, { status: response.status, headers: response.headers });
}

async function release(c: Claim) {
  await prisma()
    .idempotentRequest.deleteMany({ where: { scope: c.scope, route: c.route, key: c.key, status: null } })
    .catch((error: unknown) => console.error("[idempotency] could not release a key", (error as Error)?.message));
}

function replay(status: number, contentType: string | null, body: string | null): Response {
  const headers = new Headers({ [REPLAYED_HEADER]: "true" });
  if (contentType) headers.set("content-type", contentType);
  return new Response(body, { status, headers });
}

function isJson(contentType: string | null) {
  return /^application\/(.+\+)?json\b/i.test(contentType ?? "");
}

function hashOf(input: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(input ?? null))
    .digest("hex");
}
