import "server-only";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { env } from "@/lib/env";
import { isPublicAddress } from "./address.server";

// The one way the server fetches a URL it did not write itself: URLs in provider answers
// (Leonardo's image CDN, its presigned upload bucket) and the saved asset URLs an export
// downloads. Decision 088: https only, to the allow-listed hosts, on public addresses; the
// address that was checked is the one connected to (no DNS rebinding); redirects are followed
// by hand and each hop is checked again; bytes and time are capped. The operator's configured
// LEONARDO_BASE_URL origin is trusted exactly (it may be a local gateway or a stand-in).
const MAX_REDIRECTS = 3;

/** The destination is not one the server may fetch; nothing was sent to it. */
export class BlockedDestinationError extends Error {
  constructor() {
    super("The destination is not allowed");
    this.name = "BlockedDestinationError";
  }
}

/** The fetch failed; the reason only, never the remote body. */
export class OutboundFetchError extends Error {
  constructor(
    public readonly reason: "status" | "too-large" | "timeout" | "network" | "redirects",
    public readonly status?: number,
  ) {
    super(`Outbound fetch failed: ${reason}${status ? ` (${status})` : ""}`);
    this.name = "OutboundFetchError";
  }
}

export type GuardedRequest = {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: Uint8Array;
  maxBytes: number;
  timeoutMs: number;
  /** The hosts this fetch may reach, in OUTBOUND_FETCH_HOSTS's form, instead of that setting (SNS's certificates). */
  hosts?: string;
};
export type GuardedResponse = { status: number; contentType: string | undefined; body: Buffer };

type Pinned = { address: string; family: 4 | 6 };

const trustedOrigins = () => [new URL(env().LEONARDO_BASE_URL).origin];

function hostAllowed(host: string, hosts = env().OUTBOUND_FETCH_HOSTS): boolean {
  return hosts
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) => (entry.startsWith("*.") ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry));
}

/** Checks a URL and returns the public address to connect to (none for a trusted origin). */
export async function checkDestination(url: URL, hosts?: string): Promise<Pinned | null> {
  if (trustedOrigins().includes(url.origin)) return null;
  if (url.protocol !== "https:" || url.username || url.password || (url.port && url.port !== "443")) throw new BlockedDestinationError();
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (isIP(host) || !hostAllowed(host, hosts)) throw new BlockedDestinationError();
  let found: dns.LookupAddress[];
  try {
    found = await dns.promises.lookup(host, { all: true, verbatim: true });
  } catch {
    throw new OutboundFetchError("network");
  }
  // Every address must be public: a name with one private answer could be made to use it.
  if (found.length === 0 || found.some((a) => !isPublicAddress(a.address))) throw new BlockedDestinationError();
  return { address: found[0]!.address, family: found[0]!.family === 6 ? 6 : 4 };
}

/** A lookup that answers only the checked address, so the connection goes where the check looked. */
const pinnedLookup =
  (pinned: Pinned): LookupFunction =>
  (_host, options, callback) => {
    if (options.all) (callback as (e: null, a: dns.LookupAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };

type Hop = { status: number; location?: string; contentType?: string; body: Buffer };

function requestOnce(url: URL, pinned: Pinned | null, request: GuardedRequest, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(url, {
      method: request.method ?? "GET",
      headers: { ...request.headers, ...(request.body && { "content-length": String(request.body.byteLength) }) },
      signal,
      agent: false,
      ...(pinned && { lookup: pinnedLookup(pinned) }),
    });
    req.on("error", (error) =>
      reject(signal.aborted ? new OutboundFetchError("timeout") : error instanceof OutboundFetchError ? error : new OutboundFetchError("network")),
    );
    req.on("response", (res) => {
      const status = res.statusCode ?? 0;
      const location = status >= 300 && status < 400 ? res.headers.location : undefined;
      if (location !== undefined || status < 200 || status >= 300) {
        // Neither a redirect's nor an error's body is read: it is never passed on.
        res.destroy();
        return resolve({ status, location, body: Buffer.alloc(0) });
      }
      // Refused outright, not through req.destroy(error): once a response has begun, Node 26 no
      // longer reports that error on the request, and the cut-off body then "ended" as a short file.
      const refuseTooLarge = () => {
        reject(new OutboundFetchError("too-large"));
        res.destroy();
        req.destroy();
      };
      if (Number(res.headers["content-length"] ?? 0) > request.maxBytes) return refuseTooLarge();
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > request.maxBytes) refuseTooLarge();
        else chunks.push(chunk);
      });
      res.on("end", () => {
        if (size <= request.maxBytes) resolve({ status, contentType: res.headers["content-type"], body: Buffer.concat(chunks) });
      });
      // A body cut off (timeout, reset) ends in "close" without "end": a failure, never a short file.
      res.on("close", () => {
        if (!res.complete) reject(signal.aborted ? new OutboundFetchError("timeout") : new OutboundFetchError("network"));
      });
      res.on("error", () => {});
    });
    req.end(request.body);
  });
}

/**
 * Fetches a URL the server did not choose itself. Throws BlockedDestinationError for a refused
 * destination (before anything is sent) and OutboundFetchError for any failure; a 2xx answer's
 * body is returned, capped at maxBytes.
 */
export async function guardedFetch(input: string, request: GuardedRequest): Promise<GuardedResponse> {
  const signal = AbortSignal.timeout(request.timeoutMs);
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new BlockedDestinationError();
  }
  for (let hop = 0; ; hop++) {
    const pinned = await checkDestination(url, request.hosts);
    if (signal.aborted) throw new OutboundFetchError("timeout");
    const answer = await requestOnce(url, pinned, request, signal);
    if (answer.location === undefined) {
      if (answer.status < 200 || answer.status >= 300) throw new OutboundFetchError("status", answer.status);
      return { status: answer.status, contentType: answer.contentType, body: answer.body };
    }
    // Only a GET is followed (a redirected upload would resend the file somewhere else).
    if (hop >= MAX_REDIRECTS || (request.method ?? "GET") !== "GET") throw new OutboundFetchError("redirects", answer.status);
    try {
      url = new URL(answer.location, url);
    } catch {
      throw new BlockedDestinationError();
    }
  }
}
