import http from "node:http";
import type { AddressInfo } from "node:net";
import { POST as createJob } from "@/app/api/ai/jobs/route";
import { POST as generateShots } from "@/app/api/ai/leonardo/generate-character-shots/route";
import { POST as exportRoute } from "@/app/api/cloud-storage/[provider]/export/route";
import { prisma } from "@/lib/db/client.server";
import { consistencyTestScenarios } from "@/lib/ai/prompts/shots";
import type { ExportEvent } from "@/lib/validation/cloud-connection";
import { buyerWithCharacter, withAiStandIns, withJobWorker } from "../helpers/ai";
import { connect, withStorageStandIns } from "../helpers/cloud-storage";
import { withTestDatabase } from "../helpers/db";
import { call } from "../helpers/http";

// Issue 19 item 2 (SSRF): a consistency test's reference is never a URL the server fetches
// (decision 089), and URLs from provider answers go through the guard (decision 088). Each
// attack goes through the real route handler with Leonardo configured (its stand-in), while a
// worker runs; "victim" services listen on loopback and must receive nothing.
const standIns = withAiStandIns();
const storage = withStorageStandIns();
withTestDatabase();
withJobWorker();

type Victim = { url: string; hits: number; close: () => Promise<void> };
async function startVictim(host: string): Promise<Victim | null> {
  const victim = { url: "", hits: 0, close: async () => {} };
  const server = http.createServer((_req, res) => {
    victim.hits += 1;
    res.end("internal secret");
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(0, host, () => resolve(true));
  });
  if (!listening) return null;
  const { port } = server.address() as AddressInfo;
  victim.url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  victim.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return victim;
}

let victim: Victim;
let victim6: Victim | null; // on ::1, where the machine has IPv6 loopback
beforeAll(async () => {
  victim = (await startVictim("127.0.0.1"))!;
  victim6 = await startVictim("::1");
});
afterAll(async () => {
  await Promise.all([victim.close(), victim6?.close()]);
});
afterEach(() => standIns().leonardo.redirectImagesTo(null));

const scenarios = () => consistencyTestScenarios({ name: "Ava" }).slice(0, 1);
const port = () => new URL(victim.url).port;
/** Lets a worker pick up anything that was queued, so a fetch it would make has happened. */
const settle = () => new Promise((r) => setTimeout(r, 1500));

const buyer = buyerWithCharacter;

describe("a browser-supplied reference URL is never fetched", () => {
  it.each([
    ["the cloud metadata service", () => "http://169.254.169.254/latest/meta-data/iam/security-credentials/"],
    ["loopback", () => `${victim.url}/admin`],
    ["IPv6 loopback", () => (victim6 ? `${victim6.url}/admin` : `http://[::1]:${port()}/admin`)],
    ["a local file", () => "file:///etc/passwd"],
    ["a host name that resolves to 127.0.0.1", () => `http://localhost:${port()}/admin`],
    ["an IPv4-mapped IPv6 loopback", () => `http://[::ffff:127.0.0.1]:${port()}/admin`],
    ["the Leonardo stand-in, redirecting to loopback", () => `${standIns().leonardo.url}/images/outside.svg`],
  ])("%s: 4xx from both endpoints, and nothing reaches it", async (_name, url) => {
    standIns().leonardo.redirectImagesTo(`${victim.url}/admin`);
    const { session } = await buyer();
    const body = { referenceImageUrl: url(), scenarios: scenarios() };
    const sync = await call(generateShots, { session, body });
    const queued = await call(createJob, { session, body: { kind: "character_shots", ...body } });
    await settle();
    expect([sync.status, sync.body]).toEqual([404, { message: "Reference image not found" }]);
    expect([queued.status, queued.body]).toEqual([404, { message: "Reference image not found" }]);
    expect(victim.hits + (victim6?.hits ?? 0)).toBe(0);
  });

  it("another buyer's asset, image id or image URL is a 404, like a missing one", async () => {
    const owner = await buyer();
    const stranger = await buyer();
    const asset = await prisma().asset.create({
      data: { characterId: owner.character.id, kind: "reference-image", url: `${standIns().leonardo.url}/images/own.svg`, meta: { imageId: "owners-image" } },
    });
    for (const reference of [{ referenceAssetId: asset.id }, { referenceImageId: "owners-image" }, { referenceImageUrl: asset.url! }]) {
      const res = await call(generateShots, { session: stranger.session, body: { ...reference, scenarios: scenarios() } });
      expect([res.status, res.body]).toEqual([404, { message: "Reference image not found" }]);
    }
    const missing = await call(generateShots, {
      session: stranger.session,
      body: { referenceAssetId: "00000000-0000-4000-8000-000000000000", scenarios: scenarios() },
    });
    expect([missing.status, missing.body]).toEqual([404, { message: "Reference image not found" }]);
    // The owner may use it: by the spec's URL field too, which only names the recorded image.
    const own = await call(generateShots, { session: owner.session, body: { referenceImageUrl: asset.url!, scenarios: scenarios() } });
    expect(own.status).toBe(200);
    const sent = standIns().leonardo.generations.get(own.body.shots[0].generationId)!.body;
    expect(sent.controlnets).toEqual([expect.objectContaining({ initImageId: "owners-image", initImageType: "GENERATED" })]);
  });
});

it("an export never follows a provider image URL that redirects to loopback", async () => {
  const { user, session } = await buyer();
  await connect("dropbox", session);
  const character = await prisma().character.create({ data: { userId: user.id, name: "Nova" } });
  await prisma().asset.create({ data: { characterId: character.id, kind: "shot", url: `${standIns().leonardo.url}/images/shot-1.svg` } });
  standIns().leonardo.redirectImagesTo(`${victim.url}/admin`);
  const res = await call(exportRoute, { session, params: { provider: "dropbox" }, body: { characterId: character.id } });
  const lines = String(res.body)
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as ExportEvent);
  expect(lines.filter((e) => e.type === "file")).toEqual([{ type: "file", index: 0, name: "01-shot-1", ok: false, error: "the file could not be downloaded" }]);
  expect(victim.hits).toBe(0);
  expect(storage().dropbox.state.uploads).toHaveLength(0);
});
