import { z } from "zod";

// One page of a long list (decision 156): `?limit=&cursor=`. The cursor is opaque to callers:
// base64url of JSON `[list, ...position]`, the sort key of the last item already shown. It names
// a position, never an owner, so a cursor from anyone else's list still only reads one's own rows.

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
const PAGE_SIZE_MESSAGE = `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
export const INVALID_CURSOR_MESSAGE = "Invalid cursor: load the list again from the first page";
// Far above any real cursor (a uuid and a 120-character name), so a huge value is refused before decoding.
const MAX_CURSOR_LENGTH = 1024;

export type Page<K extends string, T> = { [key in K]: T[] } & { nextCursor: string | null };

// btoa/atob with UTF-8 bytes, so the same code reads and writes cursors on the server and in tests.
function toBase64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join("");
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(cursor: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error("not base64url");
  const binary = atob(cursor.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The cursor that continues `list` after the item whose sort key is `position`. */
export function encodeCursor(list: string, position: readonly string[]): string {
  return toBase64Url(JSON.stringify([list, ...position]));
}

/**
 * The query of a paginated list: page size 1-100 (24 when absent) and the cursor, decoded and
 * checked against the list's position schema. Anything else (another list's cursor, bytes that
 * are not one, a position of the wrong shape) is a 400 with INVALID_CURSOR_MESSAGE.
 */
export function listQuerySchema<P extends z.ZodType>(list: string, position: P) {
  const cursor = z
    .string()
    .max(MAX_CURSOR_LENGTH, INVALID_CURSOR_MESSAGE)
    .transform((text, ctx): z.infer<P> | undefined => {
      // An empty ?cursor= is the first page, as an absent one.
      if (text === "") return undefined;
      const parsed = decodePosition(list, text, position);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: "custom", message: INVALID_CURSOR_MESSAGE });
      return z.NEVER;
    });
  return z.object({
    limit: z.coerce.number(PAGE_SIZE_MESSAGE).int(PAGE_SIZE_MESSAGE).min(1, PAGE_SIZE_MESSAGE).max(MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE).default(DEFAULT_PAGE_SIZE),
    cursor: cursor.optional(),
  });
}

function decodePosition<P extends z.ZodType>(list: string, text: string, position: P) {
  let decoded: unknown;
  try {
    decoded = JSON.parse(fromBase64Url(text));
  } catch {
    return { success: false as const };
  }
  if (!Array.isArray(decoded) || decoded[0] !== list) return { success: false as const };
  return position.safeParse(decoded.slice(1));
}
