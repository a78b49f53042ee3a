import { z } from "zod";
import { longText } from "../shared/schema";

/** A saved message holds at most 2000 characters; the list at most 50 (step-data limits). */
export const MAX_MESSAGE_CHARS = 2000;
export const messagesSchema = z.object({
  draft: longText(),
  messages: z.array(z.string().max(MAX_MESSAGE_CHARS)).max(50).optional(),
});
export type MessagesData = z.infer<typeof messagesSchema>;
