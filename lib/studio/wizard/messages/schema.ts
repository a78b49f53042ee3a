import { z } from "zod";
import { longText } from "../field-shapes";

import { MAX_MESSAGE_CHARS, MAX_MESSAGES, MESSAGES_FULL } from "./limits";
export const messagesSchema = z.object({
  draft: longText(),
  messages: z
    .array(z.string().trim().min(1, "A message cannot be empty.").max(MAX_MESSAGE_CHARS, `A message holds at most ${MAX_MESSAGE_CHARS} characters.`))
    .max(MAX_MESSAGES, MESSAGES_FULL)
    .optional(),
});
export type MessagesData = z.infer<typeof messagesSchema>;
