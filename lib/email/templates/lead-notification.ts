import { siteConfig } from "@/config/site";
import { composeEmail, SIGN_OFF } from "@/lib/email/layout.server";

type Lead = { id: string; name: string; email: string; planLabel: string; message: string; receivedAt: Date };

/**
 * The operator's notice of a new contact-form lead. It carries no secret (it is resent from the
 * outbox, decision 142); the link opens the lead in the console, behind the operator's sign-in.
 * The visitor's words are quoted as text: no link or markup of theirs is made live.
 */
export function leadNotificationEmail(to: string, lead: Lead, leadUrl: string) {
  return composeEmail({
    to,
    kind: "lead-notification",
    subject: `New lead: ${lead.name} (${lead.planLabel})`,
    blocks: [
      { paragraph: [`A visitor wrote through the ${siteConfig.name} contact form.`] },
      {
        details: [
          ["Name:", lead.name],
          ["E-mail:", lead.email],
          ["Interest:", lead.planLabel],
          ["Received:", `${lead.receivedAt.toISOString().replace("T", " ").slice(0, 16)} UTC`],
        ],
      },
      { quote: lead.message },
      { paragraph: [`Open the lead: ${leadUrl}`] },
      SIGN_OFF,
    ],
  });
}
