import { call, signIn } from "../helpers/http";
import { createBuyer } from "../helpers/factories";
import { prisma } from "@/lib/db/client.server";

/** Two signed-in users: A owns the data, B probes it. */
export async function twoUsers() {
  const a = await createBuyer();
  const b = await createBuyer();
  return { a, b, sessionA: await signIn(a.id), sessionB: await signIn(b.id) };
}

export async function createCharacterRow(userId: string, data: { name?: string; clientId?: string | null } = {}) {
  return prisma().character.create({
    data: { userId, name: data.name ?? "Ava", clientId: data.clientId ?? null, isPersonalCharacter: !data.clientId },
  });
}

export const NOT_FOUND = { status: 404, body: { message: "Not found" } };

type Handler = Parameters<typeof call>[0];
/** The status and body an endpoint answers, for comparing "foreign" with "missing". */
export async function answer(handler: Handler, options: Parameters<typeof call>[1]) {
  const res = await call(handler, options);
  return { status: res.status, body: res.body };
}
