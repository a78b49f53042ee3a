import "server-only";
import { prisma } from "@/lib/db/client";
import { BadRequestError, NotFoundError } from "@/lib/api/errors";
import { ACTIVITY_KINDS, recordActivity } from "@/lib/activity";
import type { CharacterSummary, CreateCharacterInput, UpdateCharacterInput } from "@/lib/validation/character";
import type { StepData } from "@/lib/validation/step-data";
import { assertOwnClient } from "./clients";
import { nicheStepDefaults } from "./niche";

const summarySelect = {
  id: true, name: true, description: true, niche: true, referenceImageUrl: true,
  isPersonalCharacter: true, clientId: true, client: { select: { name: true } },
} as const;

type SummaryRow = { client: { name: string } | null } & Omit<CharacterSummary, "clientName">;
const toSummary = ({ client, ...c }: SummaryRow): CharacterSummary => ({ ...c, clientName: client?.name ?? null });

/** The characters list: one query (the client name is joined, not fetched per card). */
export async function listCharacters(userId: string): Promise<CharacterSummary[]> {
  const rows = await prisma().character.findMany({ where: { userId }, orderBy: { createdAt: "desc" }, select: summarySelect });
  return rows.map(toSummary);
}

export async function countCharacters(userId: string) {
  return prisma().character.count({ where: { userId } });
}

/** One character with its appearance attributes; another user's id is a NotFoundError. */
export async function getCharacter(userId: string, id: string) {
  const row = await prisma().character.findFirst({
    where: { id, userId },
    omit: { userId: true },
    include: { client: { select: { name: true } } },
  });
  if (!row) throw new NotFoundError();
  const { client, ...character } = row;
  return { ...character, clientName: client?.name ?? null };
}
export type CharacterDetail = Awaited<ReturnType<typeof getCharacter>>;

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() ? v.trim() : null);

function attributes(input: Partial<CreateCharacterInput>) {
  const { name, isPersonalCharacter, age, gender, ethnicity, build } = input;
  const texts = ["description", "niche", "hairColor", "hairStyle", "eyeColor", "height", "stylePreference", "distinctiveFeatures",
    "personalityTrait1", "personalityTrait2", "personalityTrait3", "location"] as const;
  const out: Record<string, unknown> = { name, isPersonalCharacter, age, gender, ethnicity, build };
  for (const key of texts) out[key] = blankToNull(input[key] as string | null | undefined);
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** Creates a character (and its new client, if named) and records the activity, atomically. */
export async function createCharacter(userId: string, input: CreateCharacterInput) {
  return prisma().$transaction(async (tx) => {
    let clientId: string | null = null;
    if (!input.isPersonalCharacter) {
      if (input.newClientName) {
        clientId = (await tx.client.create({ data: { userId, name: input.newClientName } })).id;
      } else {
        await assertOwnClient(userId, input.clientId!, tx as never);
        clientId = input.clientId!;
      }
    }
    const created = await tx.character.create({
      data: { ...attributes(input), name: input.name, userId, clientId, isPersonalCharacter: input.isPersonalCharacter },
      select: { id: true, name: true },
    });
    await recordActivity(userId, ACTIVITY_KINDS.characterCreated, created.name, tx);
    return created;
  });
}

export async function updateCharacter(userId: string, id: string, input: UpdateCharacterInput) {
  const data = attributes(input as Partial<CreateCharacterInput>);
  if (input.isPersonalCharacter === true) data.clientId = null;
  if (input.isPersonalCharacter === false && !input.clientId) throw new BadRequestError("Pick a client for a client character");
  if (input.clientId !== undefined) {
    if (input.clientId) await assertOwnClient(userId, input.clientId);
    data.clientId = input.clientId;
    data.isPersonalCharacter = input.clientId === null;
  }
  const { count } = await prisma().character.updateMany({ where: { id, userId }, data });
  if (count === 0) throw new NotFoundError();
  return getCharacter(userId, id);
}

export async function deleteCharacter(userId: string, id: string) {
  const { count } = await prisma().character.deleteMany({ where: { id, userId } });
  if (count === 0) throw new NotFoundError();
  return { success: true };
}

const appearanceSelect = {
  gender: true, age: true, ethnicity: true, hairColor: true, hairStyle: true, eyeColor: true, height: true,
  build: true, stylePreference: true, distinctiveFeatures: true,
} as const;

// The Images step's gallery: the newest saved images first; a page, not the whole history.
const GALLERY_SIZE = 24;

/** Everything the wizard page needs in one query: the character, its look, saved steps and images. */
export async function loadWizard(userId: string, id: string) {
  const row = await prisma().character.findFirst({
    where: { id, userId },
    select: {
      id: true, name: true, niche: true, referenceImageUrl: true, ...appearanceSelect,
      stepData: { select: { step: true, data: true } },
      assets: {
        where: { kind: { in: ["reference-image", "shot"] }, url: { not: null } },
        orderBy: { createdAt: "desc" },
        take: GALLERY_SIZE,
        select: { id: true, kind: true, url: true, meta: true },
      },
    },
  });
  if (!row) return null;
  const { stepData, assets, ...character } = row;
  const steps: Record<string, StepData> = Object.fromEntries(stepData.map((s) => [s.step, s.data as StepData]));
  // A niche given at creation is the Niche step's starting choice.
  if (!steps.niche && character.niche) steps.niche = nicheStepDefaults(character.niche);
  const images = assets.map((a) => ({ id: a.id, kind: a.kind, url: a.url! }));
  // The provider's id of the kept reference lets shots use it as guidance without re-uploading it.
  const kept = assets.find((a) => a.kind === "reference-image" && a.url === character.referenceImageUrl);
  const referenceImageId = String((kept?.meta as { imageId?: unknown } | null)?.imageId ?? "");
  // The asset names the reference for shots; an uploaded photo has no provider id at all.
  const referenceAssetId = kept?.id;
  return { ...character, steps, images, referenceImageId, referenceAssetId };
}
