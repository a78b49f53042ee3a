import { z } from "zod";
import { longText } from "../field-shapes";

import { MAX_MESSAGE_CHARS } from "./limits";
export const messagesSchema = z.object({
  draft: longText(),
  messages: z.array(z.string().max(MAX_MESSAGE_CHARS)).max(50).optional(),
});
export type MessagesData = z.infer<typeof messagesSchema>;
