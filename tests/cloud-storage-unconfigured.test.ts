import { GET as connectionsRoute } from "@/app/api/cloud-storage/connections/route";
import { GET as authRoute } from "@/app/api/cloud-storage/[provider]/auth/route";
import { prisma } from "@/lib/db/client.server";
import { call, signIn } from "./helpers/http";
import { withTestDatabase } from "./helpers/db";
import { createUser } from "./helpers/factories";

// No OAuth app credentials in the environment: every provider is "Not configured".
beforeAll(() => {
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
