import { z } from "zod";

/** Free text a user may leave blank; trimmed and bounded so a huge paste is a 400, not a bloat. */
export const optionalText = (max = 2000) => z.string().trim().max(max, `Must be at most ${max} characters`);

/** An amount as the console's operator types it ("10", "19.99"), read as whole cents. */
export const dollarsAsCents = () =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, "Enter an amount like 10 or 19.99")
    .transform((v) => Math.round(Number(v) * 100));

/** Route params: a malformed id is answered like a missing one (the wrapper turns it into 404). */
export const idParams = z.object({ id: z.uuid() });

/** What a single-line field says when it holds a control character or a line break. */
export const ONE_LINE = "Must be a single line without control characters";

// C0 and C1 control characters (tab and line feed included), DEL, and the Unicode line and
// paragraph separators: each can break a line in a mail, a log, a header or an exported file.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * The one rule for single-line fields (names, labels, titles, short answers): trimmed, and
 * refused with 400 when it holds a control character, so no value can forge a line in the
 * operator's notice or anywhere else it is written (issue 29 item 9). Chain .min/.max as usual.
 */
export const singleLine = () =>
  z
    .string()
    .trim()
    .refine((value) => !CONTROL_CHARACTERS.test(value), ONE_LINE);

/** A single-line field the user may leave blank. */
export const optionalLine = (max = 200) => singleLine().max(max, `Must be at most ${max} characters`);

// A console list's query (/admin/orders, /admin/customers): ?q= an e-mail search and ?page=. A
// repeated or malformed value reads as none or page 1, as a hand-edited URL should, not an error.
/** A repeated query value (?q=a&q=b) reads as its first. */
export const firstQueryValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);
export const listQueryFields = {
  q: z.preprocess(firstQueryValue, z.string().trim().max(254).catch("")).default(""),
  page: z.preprocess(firstQueryValue, z.coerce.number().int().min(1).max(10_000).catch(1)).default(1),
};
