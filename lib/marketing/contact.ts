import "server-only";
import { prisma } from "@/lib/db/client";
import { rateLimit } from "@/lib/auth/rate-limit";
import type { ContactRequestInput } from "@/lib/validation/contact";

// A visitor may send a few requests an hour; more from one address is spam, not a customer.
export const CONTACT_LIMIT = { perIp: 5, windowSeconds: 3600 } as const;

/** Stores a services-page contact request after the per-address rate limit. */
export async function submitContactRequest(input: ContactRequestInput, ip: string) {
  await rateLimit(`contact:${ip}`, CONTACT_LIMIT.perIp, CONTACT_LIMIT.windowSeconds);
  const row = await prisma().contactRequest.create({
    data: { name: input.name, email: input.email.toLowerCase(), plan: input.plan, message: input.message },
    select: { id: true },
  });
  return { id: row.id };
}
