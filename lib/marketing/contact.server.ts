import "server-only";
import { prisma } from "@/lib/db/client.server";
import { throttle } from "@/lib/policy/throttle.server";
import type { ContactRequestInput } from "@/lib/validation/contact";

/** Stores a services-page contact request after the per-address rate limit. */
export async function submitContactRequest(input: ContactRequestInput, ip: string) {
  await throttle("contactPerIp", ip);
  const row = await prisma().contactRequest.create({
    data: { name: input.name, email: input.email.toLowerCase(), plan: input.plan, message: input.message },
    select: { id: true },
  });
  return { id: row.id };
}
