import "server-only";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";
import type { ClientDto, ClientInput } from "@/lib/validation/client";

export async function listClients(userId: string): Promise<ClientDto[]> {
  const rows = await prisma().client.findMany({
    where: { userId },
    orderBy: { name: "asc" },
    select: { id: true, name: true, _count: { select: { characters: true } } },
  });
  return rows.map((c) => ({ id: c.id, name: c.name, characterCount: c._count.characters }));
}

export async function createClient(userId: string, input: ClientInput): Promise<ClientDto> {
  const c = await prisma().client.create({ data: { userId, name: input.name } });
  return { id: c.id, name: c.name, characterCount: 0 };
}

export async function renameClient(userId: string, id: string, input: ClientInput): Promise<ClientDto> {
  const { count } = await prisma().client.updateMany({ where: { id, userId }, data: { name: input.name } });
  if (count === 0) throw new NotFoundError();
  const [client] = (await listClients(userId)).filter((c) => c.id === id);
  return client!;
}

/** Deleting a client keeps its characters: they become the user's personal characters. */
export async function deleteClient(userId: string, id: string) {
  await prisma().$transaction(async (tx) => {
    const owned = await tx.client.findFirst({ where: { id, userId }, select: { id: true } });
    if (!owned) throw new NotFoundError();
    await tx.character.updateMany({ where: { clientId: id, userId }, data: { clientId: null, isPersonalCharacter: true } });
    await tx.client.delete({ where: { id } });
  });
  return { success: true };
}

/** A client id is usable only when it is one of the user's own clients. */
export async function assertOwnClient(userId: string, clientId: string, db = prisma()) {
  const found = await db.client.findFirst({ where: { id: clientId, userId }, select: { id: true } });
  if (!found) throw new NotFoundError("Client not found");
}
