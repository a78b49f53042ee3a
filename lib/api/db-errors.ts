import { HttpError, ServiceUnavailableError } from "./errors";

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "08006", "08001", "08003", "P1001", "P1002", "P1017"]);

/** Maps errors that are not domain errors: database outages to 503, everything else to 500. */
export function toHttpError(error: unknown): HttpError {
  const e = error as { code?: string; cause?: { code?: string; originalCode?: string }; message?: string; name?: string };
  const codes = [e?.code, e?.cause?.code, e?.cause?.originalCode];
  if (codes.some((c) => c && CONNECTION_CODES.has(c)) || /Can't reach database|connection (terminated|refused)|Connection terminated/i.test(e?.message ?? "")) {
    return new ServiceUnavailableError();
  }
  if (e?.code === "P2002") return new HttpError(409, "That already exists");
  if (e?.code === "P2025") return new HttpError(404, "Not found");
  return new HttpError(500, "Something went wrong on our side. Please try again.");
}
