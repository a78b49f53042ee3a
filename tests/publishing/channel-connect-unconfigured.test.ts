import { GET as channelsRoute } from "@/app/api/user/characters/[id]/channels/route";
import { GET as connectRoute } from "@/app/api/user/characters/[id]/channels/[platform]/connect/route";
import { POST as connectDemoRoute } from "@/app/api/user/characters/[id]/channels/[platform]/demo/route";
import { prisma } from "@/lib/db/client.server";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createBuyer } from "../helpers/factories";

// Without a platform's app keys (the default install), its Connect is refused with what it waits
// for, which the channels panel shows on the disabled button, and the demo channel stays (decision 438).
beforeAll(() => {
  for (const name of ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "TIKTOK_CLIENT_KEY", "TIKTOK_CLIENT_SECRET", "FACEBOOK_APP_ID", "FACEBOOK_APP_SECRET"])
    delete process.env[name];
});
withTestDatabase();

it("says what each platform waits for, refuses its Connect with the same words, and keeps the demo channel", async () => {
  const buyer = await createBuyer();
  const session = await signIn(buyer.id);
  const character = await prisma().character.create({ data: { userId: buyer.id, name: "Mia" } });
  const list = await call(channelsRoute, { session, params: { id: character.id } });
  expect(list.body.connect).toEqual([
    { platform: "youtube", available: false, waitsFor: "Connecting YouTube waits for GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET on the server." },
    { platform: "instagram", available: false, waitsFor: "Connecting Instagram waits for FACEBOOK_APP_ID and FACEBOOK_APP_SECRET on the server." },
    { platform: "tiktok", available: false, waitsFor: "Connecting TikTok waits for TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET on the server." },
  ]);
  const refused = await call(connectRoute, { session, params: { id: character.id, platform: "instagram" } });
  expect(refused.status).toBe(409);
  expect(refused.body).toContain("Connecting Instagram waits for FACEBOOK_APP_ID and FACEBOOK_APP_SECRET on the server.");
  const demo = await call(connectDemoRoute, { method: "POST", session, params: { id: character.id, platform: "instagram" } });
  expect(demo.status).toBe(200);
  expect(demo.body.channel).toMatchObject({ demo: true, displayName: "Demo Instagram channel" });
});
