import { NextResponse } from "next/server";
import { route } from "@/lib/api/route.server";
import { createCharacterSchema } from "@/lib/validation/character";
import { createCharacter, listCharacters } from "@/lib/studio/characters.server";

export const GET = route({ auth: "user" }, async ({ session }) => listCharacters(session.user.id));

export const POST = route({ auth: "buyer", body: createCharacterSchema }, async ({ session, body }) =>
  NextResponse.json(await createCharacter(session.user.id, body), { status: 201 }),
);
