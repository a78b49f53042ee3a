import { hashKey } from "@tanstack/react-query";
import { GET as jobsRoute } from "@/app/api/ai/jobs/route";
import { GET as connectionsRoute } from "@/app/api/cloud-storage/connections/route";
import { GET as shotsRoute } from "@/app/api/user/characters/[id]/shots/route";
import { queryKeys } from "@/lib/api/query-keys";
import { prisma } from "@/lib/db/client.server";
import { connectionsQuery, firstData, wizardFirstData } from "@/lib/server/wizard-first-data.server";
import { buyerWithCharacter } from "../helpers/ai";
import { call } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";

withTestDatabase();

/** The dehydrated cache as key hash → data, the way the browser's cache looks a query up. */
function byKey(state: Awaited<ReturnType<typeof firstData>>) {
  return new Map(state.queries.map((q) => [q.queryHash, q.state.data]));
}

// Each value must be what the step's queryFn would have put there from the GET route's answer,
// under the key it reads, or the step would draw something else than after a fetch.
it("composition: both jobs and the shots, as the routes give them", async () => {
  const { user, session, character } = await buyerWithCharacter();
  await prisma().generationJob.create({
    data: { userId: user.id, characterId: character.id, kind: "style_preview", status: "done", input: {}, result: { imageUrl: "/x.png" } },
  });
  await prisma().asset.create({ data: { characterId: character.id, kind: "shot", url: "https://cdn.example.com/a.jpg", meta: { imageId: "a" } } });

  const cache = byKey(await wizardFirstData(user.id, character.id, "composition"));
  expect(cache.size).toBe(3);
  for (const kind of ["style_preview", "apply_composition"] as const) {
    const route = await call(jobsRoute, { session, url: `/api/ai/jobs?kind=${kind}&characterId=${character.id}` });
    expect(cache.get(hashKey(queryKeys.jobs({ kind, characterId: character.id })))).toEqual(route.body.job);
  }
  expect(cache.get(hashKey(queryKeys.jobs({ kind: "style_preview", characterId: character.id })))).toMatchObject({ status: "done" });
  const shots = await call(shotsRoute, { session, params: { id: character.id } });
  expect(shots.body.shots).toHaveLength(1);
  expect(cache.get(hashKey(queryKeys.shots(character.id)))).toEqual(shots.body.shots);
});

it("the export buttons' steps and the dashboard panel: the connections, as the route gives them", async () => {
  const { user, session, character } = await buyerWithCharacter();
  const route = await call(connectionsRoute, { session });
  for (const slug of ["images", "voice", "mirage-video", "capcut-video"] as const) {
    const cache = byKey(await wizardFirstData(user.id, character.id, slug));
    expect(cache.get(hashKey(queryKeys.connections))).toEqual(route.body);
  }
  expect(byKey(await firstData([connectionsQuery(user.id)])).get(hashKey(queryKeys.connections))).toEqual(route.body);
});

it("a step without a job yet starts from null, as use-job keeps an empty answer", async () => {
  const { user, character } = await buyerWithCharacter();
  const cache = byKey(await wizardFirstData(user.id, character.id, "reference"));
  expect([...cache.entries()]).toEqual([[hashKey(queryKeys.jobs({ kind: "reference_image", characterId: character.id })), null]]);
});
