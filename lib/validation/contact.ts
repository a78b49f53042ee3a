import { z } from "zod";
import { singleLine } from "./shared";
import { contactPlanOptions } from "@/lib/catalog/contact-plans";

// The services page's contact form (Schedule Consultation, Get Custom Quote, Start Management):
// one schema shared by the form, POST /api/contact and the tests.

const planValues = contactPlanOptions.map((o) => o.value) as [string, ...string[]];

export const contactRequestSchema = z.object({
  name: singleLine().min(1, "Please enter your name").max(100, "Name must be at most 100 characters"),
  email: z.string().trim().email("Please enter a valid email address").max(254, "Please enter a valid email address"),
  plan: z.enum(planValues, { message: "Please choose a plan" }),
  message: z.string().trim().min(10, "Message must be at least 10 characters").max(2000, "Message must be at most 2000 characters"),
  // "Send me news by e-mail": unticked unless the visitor ticks it (decision 433).
  marketingConsent: z.boolean().optional(),
  // The honeypot: hidden from people and screen readers, filled by form-filling bots. A filled
  // one is answered like any request and dropped (lib/marketing/contact.server.ts).
  website: z.string().optional(),
});

export type ContactRequestInput = z.infer<typeof contactRequestSchema>;
