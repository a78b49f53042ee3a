// One simulated buyer: signs in, then until the deadline creates a character, saves its
// profile, adds a social link, edits it and reads the lists. Every answer is tallied, and every
// write the server acknowledged (2xx) is written down in the ledger for the check afterwards.
import { hasRoute } from "../lib/app-server";

export type CharacterWrites = { userEmail: string; name: string; headline?: string; links: Map<string, string> };
export type Ledger = { characters: Map<string, CharacterWrites> };
export type Tally = { requests: number; byStatus: Map<number, number>; networkErrors: number; failedWrites: number; outageStatuses: Set<number> };

export const newTally = (): Tally => ({ requests: 0, byStatus: new Map(), networkErrors: 0, failedWrites: 0, outageStatuses: new Set() });
export const newLedger = (): Ledger => ({ characters: new Map() });

type Buyer = { email: string; password: string; index: number; cookie?: string };

export async function runBuyer(base: string, buyer: Buyer, deadline: number, ledger: Ledger, tally: Tally) {
  const send = async (method: string, path: string, body?: unknown, timeoutMs = 15_000) => {
    tally.requests++;
    try {
      const res = await fetch(base + path, {
        method,
        headers: {
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
          ...(buyer.cookie ? { cookie: buyer.cookie } : {}),
          "x-forwarded-for": `10.9.${buyer.index >> 8}.${buyer.index & 255}`,
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      tally.byStatus.set(res.status, (tally.byStatus.get(res.status) ?? 0) + 1);
      const text = await res.text();
      const json = text ? JSON.parse(text) : null;
      if (!res.ok && method !== "GET") tally.failedWrites++;
      if (res.status >= 500) {
        tally.outageStatuses.add(res.status);
        if (typeof json?.message !== "string") throw new Error(`${method} ${path}: ${res.status} without { message }`);
      }
      return { ok: res.ok, status: res.status, json, setCookie: res.headers.get("set-cookie") };
    } catch (error) {
      if (error instanceof Error && error.message.includes("without { message }")) throw error;
      tally.networkErrors++;
      if (method !== "GET") tally.failedWrites++;
      return { ok: false, status: 0, json: null, setCookie: null };
    }
  };

  // Buyers arrive over the first seconds rather than all in one instant; sign-in verifies an
  // argon2id hash (about 0.1-0.6 s of CPU here), so a burst of 50 queues for tens of seconds.
  await pause(buyer.index * 100);
  while (!buyer.cookie && Date.now() < deadline) {
    const res = await send("POST", "/api/login", { email: buyer.email, password: buyer.password }, 60_000);
    if (res.ok && res.setCookie) buyer.cookie = res.setCookie.split(";")[0];
    else await pause(500);
  }

  const studio = hasRoute("/api/user/characters");
  let round = 0;
  while (Date.now() < deadline) {
    round++;
    if (!studio) {
      await send("GET", "/api/user");
      continue;
    }
    const name = `Buyer ${buyer.index} character ${round}`;
    const created = await send("POST", "/api/user/characters", { name, isPersonalCharacter: true });
    await send("GET", "/api/user/characters");
    if (!created.ok) continue;
    const id = created.json.id as string;
    const entry: CharacterWrites = { userEmail: buyer.email, name, links: new Map() };
    ledger.characters.set(id, entry);
    const headline = `Headline ${round} <b>&amp;</b> 🙂`;
    if ((await send("PUT", `/api/user/characters/${id}/profile`, { headline })).ok) entry.headline = headline;
    const link = await send("POST", `/api/user/characters/${id}/social-links`, { platform: "instagram", profileUrl: `https://instagram.com/${buyer.index}-${round}` });
    if (!link.ok) continue;
    entry.links.set(link.json.id, `https://instagram.com/${buyer.index}-${round}`);
    const edited = `https://instagram.com/${buyer.index}-${round}-edited`;
    if ((await send("PUT", `/api/user/characters/${id}/social-links/${link.json.id}`, { profileUrl: edited })).ok) entry.links.set(link.json.id, edited);
    await send("GET", `/api/user/characters/${id}/social-links`);
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
