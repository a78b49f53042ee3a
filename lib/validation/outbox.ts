import { z } from "zod";

// The console's outbox list (/admin/outbox, issue 44 item 4). A bad ?page reads as the first.
export const outboxListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;
