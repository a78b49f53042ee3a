import { z } from "zod";

/**
 * An unsubscribe link's token ("<address in hex>.<HMAC in hex>", lib/email/marketing.server.ts),
 * bounded here and checked by its signature, so any token that is not ours gets the same answer.
 */
export const unsubscribeParams = z.object({ token: z.string().min(1).max(1200) });
