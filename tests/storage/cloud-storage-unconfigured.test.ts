import { GET as connectionsRoute } from "@/app/api/cloud-storage/connections/route";
import { GET as authRoute } from "@/app/api/cloud-storage/[provider]/auth/route";
import { POST as connectDemoRoute } from "@/app/api/cloud-storage/[provider]/connect/route";
import { prisma } from "@/lib/db/client.server";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createUser } from "../helpers/factories";

// No OAuth app credentials in the environment and no DEMO_MODE (the default install): every
// provider is "Not configured" and the demo drive is offered beside them (decision 340).
beforeAll(() => {
  delete process.env.DEMO_MODE;
  for (const name of ["DROPBOX", "GOOGLE", "MICROSOFT"]) {
    delete process.env[`${name}_CLIENT_ID`];
    delete process.env[`${name}_CLIENT_SECRET`];
  }
});
withTestDatabase();

it("lists each provider as not configured with the variables to set", async () => {
  const session = await signIn((await createUser()).id);
  const res = await call(connectionsRoute, { session });
  expect(res.body).toEqual({
    connections: [],
    providers: [
      { provider: "dropbox", label: "Dropbox", configured: false, missing: ["DROPBOX_CLIENT_ID", "DROPBOX_CLIENT_SECRET"] },
      { provider: "google_drive", label: "Google Drive", configured: false, missing: ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"] },
      { provider: "onedrive", label: "OneDrive", configured: false, missing: ["MICROSOFT_CLIENT_ID", "MICROSOFT_CLIENT_SECRET"] },
      { provider: "demo", label: "Demo drive", configured: true, missing: [] },
    ],
  });
});

it("refuses to start a connect with a 409 that says what to set, and stores no state", async () => {
  const user = await createUser();
  const res = await call(authRoute, { session: await signIn(user.id), params: { provider: "google_drive" } });
  expect(res.status).toBe(409);
  expect(res.body).toEqual({ message: "Google Drive is not configured. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET on the server to enable it." });
  expect(await prisma().oAuthState.count({ where: { userId: user.id } })).toBe(0);
});

it("offers the demo drive without DEMO_MODE when no real drive is set up: connecting it is idempotent (decision 340)", async () => {
  const user = await createUser();
  const session = await signIn(user.id);
  for (let i = 0; i < 2; i++) {
    const res = await call(connectDemoRoute, { session, params: { provider: "demo" }, method: "POST" });
    expect(res.status).toBe(200);
  }
  expect(await prisma().cloudConnection.count({ where: { userId: user.id, provider: "demo" } })).toBe(1);
  expect((await call(connectionsRoute, { session })).body.connections).toEqual([expect.objectContaining({ provider: "demo", status: "active" })]);
});
