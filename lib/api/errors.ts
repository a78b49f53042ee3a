// Domain errors that route handlers map to HTTP. Thrown by lib/ functions; the route wrapper
// turns each into its status with a JSON body { message }.
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly headers: Record<string, string> = {},
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, extra: Record<string, unknown> = {}) {
    super(400, message, {}, extra);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = "Not authenticated") {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = "Forbidden") {
    super(403, message);
  }
}

/** Same answer whether the row is missing or belongs to someone else. */
export class NotFoundError extends HttpError {
  constructor(message = "Not found") {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class UnprocessableError extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}

export class RateLimitedError extends HttpError {
  constructor(retryAfterSeconds: number, message = "Too many requests. Please try again later.") {
    super(429, message, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message = "The service is temporarily unavailable. Please try again in a moment.") {
    super(503, message, { "Retry-After": "5" });
  }
}
