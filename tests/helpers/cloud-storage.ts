import { GET as authRoute } from "@/app/api/cloud-storage/[provider]/auth/route";
import { GET as callbackRoute } from "@/app/api/cloud-storage/[provider]/callback/route";
import type { CloudProviderId } from "@/lib/validation/cloud-connection";
import { startDropbox } from "../stand-ins/dropbox";
import { startGoogle } from "../stand-ins/google";
import { startMicrosoft } from "../stand-ins/microsoft";
import { call } from "./http";

type StandIns = {
  dropbox: Awaited<ReturnType<typeof startDropbox>>;
  google_drive: Awaited<ReturnType<typeof startGoogle>>;
  onedrive: Awaited<ReturnType<typeof startMicrosoft>>;
};

/**
 * Starts the three provider stand-ins and points the app's environment at them. Call it before
 * withTestDatabase() so its beforeAll runs before anything reads (and caches) the environment.
 */
export function withStorageStandIns() {
  let standIns: StandIns | undefined;
  beforeAll(async () => {
    standIns = { dropbox: await startDropbox(), google_drive: await startGoogle(), onedrive: await startMicrosoft() };
    Object.assign(process.env, standIns.dropbox.env, standIns.google_drive.env, standIns.onedrive.env, { APP_URL: "http://localhost:3000" });
  });
  afterAll(async () => {
    await Promise.all(Object.values(standIns ?? {}).map((s) => s.close()));
  });
  return () => standIns!;
}

/** Asks the app for the provider's authorise URL and follows it to the stand-in; returns the redirect back. */
export async function authorise(provider: CloudProviderId, session: string) {
  const auth = await call(authRoute, { session, params: { provider } });
  if (auth.status !== 200) throw new Error(`auth answered ${auth.status}: ${JSON.stringify(auth.body)}`);
  const res = await fetch(auth.body.authUrl, { redirect: "manual" });
  const back = new URL(res.headers.get("location")!);
  return { authUrl: new URL(auth.body.authUrl), back };
}

/** Lands on the app's callback with the query the provider redirected with. */
export function callback(provider: CloudProviderId, session: string | undefined, back: URL) {
  return call(callbackRoute, { session, params: { provider }, url: `${back.pathname}${back.search}` });
}

/** The whole connect round trip, as the popup does it. */
export async function connect(provider: CloudProviderId, session: string) {
  const { back } = await authorise(provider, session);
  const res = await callback(provider, session, back);
  if (res.status !== 200) throw new Error(`callback answered ${res.status}: ${res.body}`);
  return res;
}
