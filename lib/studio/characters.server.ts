import "server-only";
import { database, prisma } from "@/lib/db/client.server";
import { deleteCharacterMedia } from "@/lib/media/assets.server";
import { BadRequestError, ForbiddenError, NotFoundError } from "@/lib/api/errors";
import { ACTIVITY_KINDS, recordActivity } from "@/lib/activity/activity.server";
import type { CharacterListQuery, CharacterPage, CharacterSummary, CreateCharacterInput, UpdateCharacterInput } from "@/lib/validation/character";
import { DEFAULT_PAGE_SIZE, encodeCursor } from "@/lib/validation/list-page";
import { keysetPage, keysetSql } from "@/lib/db/keyset";
import type { StepData } from "@/lib/validation/step-data";
import { assertOwnClient } from "./clients.server";
import { nicheStepDefaults } from "@/lib/validation/niche";
import { tierOf } from "./tier.server";
import { purchaseStatus, PURCHASE_NEEDED_MESSAGE } from "@/lib/accounts/purchases.server";
import { PURCHASE_GRANTS_ACCESS } from "@/lib/policy/purchase-access";

// The characters list's columns, client name and purchase joined: written by hand rather than
// through Prisma, whose query building and result mapping were most of the endpoint's time
// (decision 224). The cursor's createdAt comes as the text toISOString() gives, whatever driver
// reads it; a timestamp column has no zone, and the app writes UTC.
const LIST_SQL = `
  SELECT c."id"::text AS "id", c."name", c."description", c."niche", c."referenceImageUrl", c."isPersonalCharacter",
         c."clientId"::text AS "clientId", cl."name" AS "clientName", p."productUuid",
         to_char(c."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
    FROM "Character" c
    LEFT JOIN "Client" cl ON cl."id" = c."clientId"
    LEFT JOIN "Purchase" p ON p."id" = c."purchaseId"
   WHERE c."userId" = $1::uuid`;

type ListRow = Omit<CharacterSummary, "tier"> & { productUuid: string | null; createdAt: string };
type Purchase = { productUuid: string } | null;

// Field by field, so that nothing else the statement selects (the cursor's createdAt) reaches the answer.
const toSummary = (row: ListRow, current: Purchase): CharacterSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  niche: row.niche,
  referenceImageUrl: row.referenceImageUrl,
  isPersonalCharacter: row.isPersonalCharacter,
  clientId: row.clientId,
  clientName: row.clientName,
  tier: tierOf(row.productUuid === null ? current : { productUuid: row.productUuid }),
});

/**
 * The buyer's current purchase, for characters that name none (made outside the app, or whose
 * purchase row is gone); asked only when such a character is in the list.
 */
async function currentPurchaseFor(userId: string, rows: ListRow[]) {
  return rows.some((r) => r.productUuid === null) ? (await purchaseStatus(userId)).purchase : null;
}

/**
 * One page of the characters list, newest first (decision 156): one statement for the page
 * (client name and purchase joined, one row past the page to know whether another follows),
 * whatever the number of characters, prepared once per connection (decision 159). The cursor is
 * only a position; the rows are always the user's.
 */
export async function listCharacters(userId: string, query: Partial<CharacterListQuery> = {}): Promise<CharacterPage> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = query.cursor;
  const keyset = keysetSql(
    { column: 'c."createdAt"', type: "timestamp(3)" },
    { column: 'c."id"', type: "uuid" },
    "desc",
    after && { value: after.createdAt.toISOString(), id: after.id },
    limit,
    2,
  );
  const rows = await database().runner.query<ListRow>(`${LIST_SQL} ${keyset.condition}\n   ${keyset.tail}`, [userId, ...keyset.params], { prepared: true });
  const { page, nextCursor } = keysetPage(rows, limit, (last) => encodeCursor("characters", [last.createdAt, last.id]));
  const current = await currentPurchaseFor(userId, page);
  return { characters: page.map((row) => toSummary(row, current)), nextCursor };
}

/** One character with its appearance attributes; another user's id is a NotFoundError. */
export async function getCharacter(userId: string, id: string) {
  const row = await prisma().character.findFirst({
    where: { id, userId },
    omit: { userId: true, purchaseId: true },
    include: { client: { select: { name: true } }, purchase: { select: { productUuid: true } } },
  });
  if (!row) throw new NotFoundError();
  const { client, purchase, ...character } = row;
  return { ...character, clientName: client?.name ?? null, tier: tierOf(purchase ?? (await purchaseStatus(userId)).purchase) };
}
export type CharacterDetail = Awaited<ReturnType<typeof getCharacter>>;

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() ? v.trim() : null);

function attributes(input: Partial<CreateCharacterInput>) {
  const { name, isPersonalCharacter, age, gender, ethnicity, build } = input;
  const texts = [
    "description",
    "niche",
    "hairColor",
    "hairStyle",
    "eyeColor",
    "height",
    "stylePreference",
    "distinctiveFeatures",
    "personalityTrait1",
    "personalityTrait2",
    "personalityTrait3",
    "location",
  ] as const;
  const out: Record<string, unknown> = { name, isPersonalCharacter, age, gender, ethnicity, build };
  for (const key of texts) out[key] = blankToNull(input[key] as string | null | undefined);
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** Creates a character (and its new client, if named) and records the activity, atomically. */
export async function createCharacter(userId: string, input: CreateCharacterInput) {
  return prisma().$transaction(async (tx) => {
    // The purchase that gives access now (the newest active one, as purchaseStatus reads it) is
    // the one this character belongs to: its badge for good (decision 120).
    const purchase = await tx.purchase.findFirst({ where: { userId, ...PURCHASE_GRANTS_ACCESS }, orderBy: { createdAt: "desc" }, select: { id: true } });
    if (!purchase) throw new ForbiddenError(PURCHASE_NEEDED_MESSAGE);
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
      data: { ...attributes(input), name: input.name, userId, clientId, isPersonalCharacter: input.isPersonalCharacter, purchaseId: purchase.id },
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
  // Its files go once its rows are gone (decision 127): a failed delete of the rows keeps the
  // files they name. A store failure here leaves files no row names; the character is gone.
  await deleteCharacterMedia(id).catch((error) => console.error("[media] could not delete the files of character", id, error));
  return { success: true };
}

const appearanceSelect = {
  gender: true,
  age: true,
  ethnicity: true,
  hairColor: true,
  hairStyle: true,
  eyeColor: true,
  height: true,
  build: true,
  stylePreference: true,
  distinctiveFeatures: true,
} as const;

// The Images step's gallery: the newest saved images first; a page, not the whole history.
const GALLERY_SIZE = 24;

/** Everything the wizard page needs in one query: the character, its look, saved steps and images. */
export async function loadWizard(userId: string, id: string) {
  const row = await prisma().character.findFirst({
    where: { id, userId },
    select: {
      id: true,
      name: true,
      niche: true,
      referenceImageUrl: true,
      ...appearanceSelect,
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
