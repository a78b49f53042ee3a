import { siteConfig } from "@/config/site";
import type { QueuedEmail } from "@/lib/email/outbox.server";

type Lead = { id: string; name: string; email: string; planLabel: string; message: string; receivedAt: Date };

/**
 * The operator's notice of a new contact-form lead. It carries no secret (it is resent from the
 * outbox, decision 142); the link opens the lead in the console, behind the operator's sign-in.
 */
export function leadNotificationEmail(to: string, lead: Lead, leadUrl: string): QueuedEmail {
  return {
    to,
    kind: "lead-notification",
    subject: `New lead: ${lead.name} (${lead.planLabel})`,
    text: [
      `A visitor wrote through the ${siteConfig.name} contact form.`,
      "",
      `Name:     ${lead.name}`,
      `E-mail:   ${lead.email}`,
      `Interest: ${lead.planLabel}`,
      `Received: ${lead.receivedAt.toISOString().replace("T", " ").slice(0, 16)} UTC`,
      "",
      lead.message,
      "",
      `Open the lead: ${leadUrl}`,
      "",
      `— ${siteConfig.name}`,
    ].join("\n"),
  };
}
