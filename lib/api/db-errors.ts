import { HttpError, ServiceUnavailableError } from "./errors";

// Errors meaning "the database is not there right now" (refused, reset, shutting down, starting
// up, too many connections, failover in progress): answered 503 so clients retry.
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "08000",
  "08003",
  "08006",
  "08001",
  "08004",
  "P1001",
  "P1002",
  "P1017",
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
const CONNECTION_MESSAGE =
  /Can't reach database|connection (terminated|refused)|Connection terminated|terminating connection|database system is (starting up|shutting down|in recovery)|Client has encountered a connection error|not queryable|Code: `(57P0[123]|53300|08\d{3})`/i;

type Coded = { code?: unknown; originalCode?: unknown; kind?: unknown; cause?: unknown; message?: unknown; meta?: { driverAdapterError?: unknown } };

/** Every code on the error and its causes, including Prisma 7's driver-adapter error in meta. */
function codesOf(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== "object" || depth > 4) return [];
  const e = error as Coded;
  const own = [e.code, e.originalCode, e.kind].filter((c): c is string => typeof c === "string");
  return [...own, ...codesOf(e.cause, depth + 1), ...codesOf(e.meta?.driverAdapterError, depth + 1)];
}

/** Maps errors that are not domain errors: database outages to 503, everything else to 500. */
export function toHttpError(error: unknown): HttpError {
  const e = error as Coded;
  const message = typeof e?.message === "string" ? e.message : "";
  if (codesOf(error).some((c) => CONNECTION_CODES.has(c)) || CONNECTION_MESSAGE.test(message)) {
    return new ServiceUnavailableError();
  }
  if (e?.code === "P2002") return new HttpError(409, "That already exists");
  if (e?.code === "P2025") return new HttpError(404, "Not found");
  return new HttpError(500, "Something went wrong on our side. Please try again.");
}
