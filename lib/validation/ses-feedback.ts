import { z } from "zod";

// What Amazon SES publishes to an SNS topic about a message it sent (its "notification
// contents": notificationType, or eventType when published by a configuration set; a mail object;
// a bounce or complaint object). SES may add fields, so unknown ones are kept out, not refused.
const recipient = z.object({ emailAddress: z.string().max(320) });

export const sesFeedbackSchema = z.object({
  notificationType: z.string().max(40).optional(),
  eventType: z.string().max(40).optional(),
  mail: z.object({ timestamp: z.string().max(50).optional(), messageId: z.string().max(200).optional() }).optional(),
  bounce: z
    .object({
      bounceType: z.string().max(40),
      bounceSubType: z.string().max(60).optional(),
      bouncedRecipients: z.array(recipient.extend({ diagnosticCode: z.string().max(1000).optional(), status: z.string().max(20).optional() })).max(100),
    })
    .optional(),
  complaint: z
    .object({
      complainedRecipients: z.array(recipient).max(100),
      complaintFeedbackType: z.string().max(60).optional(),
    })
    .optional(),
});
export type SesFeedback = z.infer<typeof sesFeedbackSchema>;
