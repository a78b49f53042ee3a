import "server-only";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";
import type { ClientDto, ClientInput, ClientListQuery, ClientPage } from "@/lib/validation/client";
import { DEFAULT_PAGE_SIZE, encodeCursor } from "@/lib/validation/list-page";
import { keysetPage, keysetQuery } from "@/lib/db/keyset";

const dto = (c: { id: string; name: string; _count: { characters: number } }): ClientDto => ({ id: c.id, name: c.name, characterCount: c._count.characters });
const dtoSelect = { id: true, name: true, _count: { select: { characters: true } } } as const;

/**
 * One page of the user's clients by name (decision 156), with each one's number of characters,
 * in one query; one row past the page tells whether another follows.
 */
export async function listClients(userId: string, query: Partial<ClientListQuery> = {}): Promise<ClientPage> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = query.cursor;
  const keyset = keysetQuery("name", "asc", after && { value: after.name, id: after.id }, limit);
  const rows = await prisma().client.findMany({ where: { userId, ...keyset.where }, orderBy: keyset.orderBy, take: keyset.take, select: dtoSelect });
  const { page, nextCursor } = keysetPage(rows, limit, (last) => encodeCursor("clients", [last.name, last.id]));
  return { clients: page.map(dto), nextCursor };
}

export async function createClient(userId: string, input: ClientInput): Promise<ClientDto> {
  const c = await prisma().client.create({ data: { userId, name: input.name } });
  return { id: c.id, name: c.name, characterCount: 0 };
}

export async function renameClient(userId: string, id: string, input: ClientInput): Promise<ClientDto> {
  const { count } = await prisma().client.updateMany({ where: { id, userId }, data: { name: input.name } });
  if (count === 0) throw new NotFoundError();
  return dto(await prisma().client.findUniqueOrThrow({ where: { id }, select: dtoSelect }));
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
