import { z } from "zod";

/** Free text a user may leave blank; trimmed and bounded so a huge paste is a 400, not a bloat. */
export const optionalText = (max = 2000) => z.string().trim().max(max, `Must be at most ${max} characters`);

/** Route params: a malformed id is answered like a missing one (the wrapper turns it into 404). */
export const idParams = z.object({ id: z.uuid() });
