import { managementPlans } from "@/lib/catalog/catalog";

// The contact form's choices and confirmation texts, without zod, so the services page can
// render the form before its validation script is loaded (lib/validation/contact.ts is the schema).

/** What the visitor asks about: one of the management plans, or a general consultation. */
export const contactPlanOptions = [
  ...managementPlans.map((plan) => ({ value: plan.id, label: `${plan.name} plan` })),
  { value: "consultation", label: "Not sure yet: consultation" },
] as const;

/** Toast after a stored request. */
export const CONTACT_SENT_TITLE = "Request sent!";
export const CONTACT_SENT_DESCRIPTION = "Thanks! Our team will reply by e-mail within one business day.";
