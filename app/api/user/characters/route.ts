import { NextResponse } from "next/server";
import { parseInput, route } from "@/lib/server/route.server";
import { characterListQuerySchema, createCharacterSchema } from "@/lib/validation/character";
import { createCharacter, listCharacters } from "@/lib/studio/characters.server";

/** One page of the characters list: ?limit= (1-100, default 24) and ?cursor= from the previous page's nextCursor. */
export const GET = route({ auth: "user" }, async ({ request, session }) =>
  listCharacters(session.user.id, parseInput(characterListQuerySchema, Object.fromEntries(request.nextUrl.searchParams))),
);

export const POST = route({ idempotent: true, auth: "buyer", body: createCharacterSchema }, async ({ session, body }) =>
  NextResponse.json(await createCharacter(session.user.id, body), { status: 201 }),
);
