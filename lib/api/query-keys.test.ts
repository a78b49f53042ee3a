import { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "./query-keys";

const ID = "4b8c2f4e-0d7a-4c1e-9f0a-2f7b1c9d8e11";

function clientWith(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { cached: true });
  return client;
}
const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

it("keeps the key shapes the wizard's steps already use, so they fold in unchanged", () => {
  expect(queryKeys.profile(ID)).toEqual(["/api/user/characters", ID, "profile"]);
  expect(queryKeys.socialLinks(ID)).toEqual(["/api/user/characters", ID, "social-links"]);
  expect(queryKeys.characters).toEqual(["/api/user/characters"]);
  expect(queryKeys.connections).toEqual(["/api/cloud-storage/connections"]);
});

it("invalidating the characters reaches every character's data, and nothing else", async () => {
  const others = [queryKeys.user, queryKeys.connections, queryKeys.jobs({ kind: "reference_image", characterId: ID })];
  const client = clientWith([queryKeys.characters, queryKeys.profile(ID), queryKeys.socialLinks(ID), queryKeys.posts(ID), queryKeys.script(ID), ...others]);
  await client.invalidateQueries({ queryKey: queryKeys.characters });
  for (const key of [queryKeys.characters, queryKeys.profile(ID), queryKeys.socialLinks(ID), queryKeys.posts(ID), queryKeys.script(ID)])
    expect(stale(client, key)).toBe(true);
  for (const key of others) expect(stale(client, key)).toBe(false);
});

it("invalidating one character leaves the others alone", async () => {
  const other = "0f3c7a9b-5e2d-4f1a-8b6c-9d0e1f2a3b4c";
  const client = clientWith([queryKeys.profile(ID), queryKeys.profile(other)]);
  await client.invalidateQueries({ queryKey: queryKeys.character(ID) });
  expect(stale(client, queryKeys.profile(ID))).toBe(true);
  expect(stale(client, queryKeys.profile(other))).toBe(false);
});

it("all jobs covers each job and each filtered newest-job read", async () => {
  const client = clientWith([queryKeys.job("j1"), queryKeys.jobs({ kind: "character_shots", characterId: ID }), queryKeys.voices("eleven_v3")]);
  await client.invalidateQueries({ queryKey: queryKeys.jobs() });
  expect(stale(client, queryKeys.job("j1"))).toBe(true);
  expect(stale(client, queryKeys.jobs({ kind: "character_shots", characterId: ID }))).toBe(true);
  expect(stale(client, queryKeys.voices("eleven_v3"))).toBe(false);
});
