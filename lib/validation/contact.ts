import { z } from "zod";
import { managementPlans } from "@/lib/payments/catalog";

// The services page's contact form (Schedule Consultation, Get Custom Quote, Start Management):
// one schema shared by the form, POST /api/contact and the tests.

/** What the visitor asks about: one of the management plans, or a general consultation. */
export const contactPlanOptions = [
  ...managementPlans.map((plan) => ({ value: plan.id, label: `${plan.name} plan` })),
  { value: "consultation", label: "Not sure yet: consultation" },
] as const;

const planValues = contactPlanOptions.map((o) => o.value) as [string, ...string[]];

export const contactRequestSchema = z.object({
  name: z.string().trim().min(1, "Please enter your name").max(100, "Name must be at most 100 characters"),
  email: z.string().trim().email("Please enter a valid email address").max(254, "Please enter a valid email address"),
  plan: z.enum(planValues, { message: "Please choose a plan" }),
  message: z
    .string()
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(2000, "Message must be at most 2000 characters"),
});

export type ContactRequestInput = z.infer<typeof contactRequestSchema>;

/** Toast after a stored request. */
export const CONTACT_SENT_TITLE = "Request sent!";
export const CONTACT_SENT_DESCRIPTION = "Thanks! Our team will reply by e-mail within one business day.";
