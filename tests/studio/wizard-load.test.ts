import { prisma } from "@/lib/db/client.server";
import { loadWizard } from "@/lib/studio/characters.server";
import { withTestDatabase } from "../helpers/db";
import { createUser } from "../helpers/factories";

// The wizard page's load: the look the reference prompt is built from, the saved images of the
// Images step (newest first, images only) and the provider id of the kept reference image.
withTestDatabase();

it("loads the character's appearance, saved images and the kept reference's provider id", async () => {
  const user = await createUser();
  const c = await prisma().character.create({
    data: { userId: user.id, name: "Mia Lopez", gender: "female", age: 29, hairColor: "black", referenceImageUrl: "https://cdn.example/ref-2.png" },
  });
  const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
  await prisma().asset.createMany({
    data: [
      { characterId: c.id, kind: "reference-image", url: "https://cdn.example/ref-1.png", meta: { imageId: "old" }, createdAt: at(1) },
      { characterId: c.id, kind: "reference-image", url: "https://cdn.example/ref-2.png", meta: { imageId: "kept" }, createdAt: at(2) },
      { characterId: c.id, kind: "shot", url: "https://cdn.example/shot.png", meta: { imageId: "s1" }, createdAt: at(3) },
      { characterId: c.id, kind: "audio", contentType: "audio/mpeg", bytes: Buffer.from("ID3"), createdAt: at(4) },
    ],
  });

  const wizard = await loadWizard(user.id, c.id);
  expect(wizard).toMatchObject({ name: "Mia Lopez", gender: "female", age: 29, hairColor: "black", referenceImageId: "kept" });
  expect(wizard!.images.map((i) => i.url)).toEqual(["https://cdn.example/shot.png", "https://cdn.example/ref-2.png", "https://cdn.example/ref-1.png"]);
});

it("another user's character is not loaded", async () => {
  const owner = await createUser();
  const other = await createUser();
  const c = await prisma().character.create({ data: { userId: owner.id, name: "Mia" } });
  expect(await loadWizard(other.id, c.id)).toBeNull();
});

it("opens the Niche step on the niche given at creation until the step is saved", async () => {
  const user = await createUser();
  const popular = await prisma().character.create({ data: { userId: user.id, name: "A", niche: "Travel & Adventure" } });
  const own = await prisma().character.create({ data: { userId: user.id, name: "B", niche: "Urban beekeeping" } });
  const none = await prisma().character.create({ data: { userId: user.id, name: "C" } });
  expect((await loadWizard(user.id, popular.id))!.steps.niche).toEqual({ niche: "Travel & Adventure" });
  expect((await loadWizard(user.id, own.id))!.steps.niche).toEqual({ customNiche: "Urban beekeeping" });
  expect((await loadWizard(user.id, none.id))!.steps.niche).toBeUndefined();
  await prisma().characterStepData.create({ data: { characterId: popular.id, step: "niche", data: { expertise: "Hiking" } } });
  expect((await loadWizard(user.id, popular.id))!.steps.niche).toEqual({ expertise: "Hiking" });
});
