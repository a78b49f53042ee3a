// One simulated buyer: signs in, then until the deadline creates a character, saves its
// profile, adds a social link, edits it and reads the lists. Every answer is tallied with its
// kind, and every write the server acknowledged (2xx) is written down in the ledger for the
// check afterwards.
import type { Answer, RequestKind } from "./verdict";

export type LinkWrites = { url: string; edited: boolean };
export type CharacterWrites = { userEmail: string; name: string; headline?: string; links: Map<string, LinkWrites> };
export type Ledger = { characters: Map<string, CharacterWrites> };
export type Tally = { answers: Answer[]; failedWrites: number };

export const newTally = (): Tally => ({ answers: [], failedWrites: 0 });
export const newLedger = (): Ledger => ({ characters: new Map() });

const READS: ReadonlySet<RequestKind> = new Set(["character-list", "social-link-list"]);

type Buyer = { email: string; password: string; index: number };

export async function runBuyer(base: string, buyer: Buyer, deadline: number, ledger: Ledger, tally: Tally) {
  let cookie: string | undefined;
  const send = async (kind: RequestKind, method: string, path: string, body?: unknown, timeoutMs = 15_000) => {
    const at = Date.now();
    const answer: Answer = { kind, buyer: buyer.index, status: 0, at, ms: 0 };
    tally.answers.push(answer);
    try {
      const res = await fetch(base + path, {
        method,
        headers: {
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
          ...(cookie ? { cookie } : {}),
          // Each buyer is its own client behind the load balancer the servers trust (one hop).
          "x-forwarded-for": `10.9.${buyer.index >> 8}.${buyer.index & 255}`,
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      answer.status = res.status;
      answer.ms = Date.now() - at;
      if (!res.ok && !READS.has(kind)) tally.failedWrites++;
      let json: Record<string, unknown> | null = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      // An outage must still answer { message }; anything else counts as no answer.
      if (res.status >= 500 && typeof json?.message !== "string") answer.status = 0;
      return { ok: res.ok, json, setCookie: res.headers.get("set-cookie") };
    } catch {
      answer.ms = Date.now() - at;
      if (!READS.has(kind)) tally.failedWrites++;
      return { ok: false, json: null, setCookie: null };
    }
  };

  // Buyers arrive over the first seconds rather than all in one instant; sign-in verifies an
  // argon2id hash (tens to hundreds of ms of CPU here), so a burst would queue for seconds.
  await pause(buyer.index * 100);
  while (!cookie && Date.now() < deadline) {
    const res = await send("sign-in", "POST", "/api/login", { email: buyer.email, password: buyer.password }, 60_000);
    if (res.ok && res.setCookie) cookie = res.setCookie.split(";")[0];
    else await pause(500);
  }

  let round = 0;
  while (Date.now() < deadline) {
    round++;
    const name = `Buyer ${buyer.index} character ${round}`;
    const created = await send("character-create", "POST", "/api/user/characters", { name, isPersonalCharacter: true });
    await send("character-list", "GET", "/api/user/characters");
    if (!created.ok) continue;
    const id = created.json?.id as string;
    const entry: CharacterWrites = { userEmail: buyer.email, name, links: new Map() };
    ledger.characters.set(id, entry);
    const headline = `Headline ${round} <b>&amp;</b> 🙂`;
    if ((await send("profile-save", "PUT", `/api/user/characters/${id}/profile`, { headline })).ok) entry.headline = headline;
    const url = `https://instagram.com/${buyer.index}-${round}`;
    const link = await send("social-link-add", "POST", `/api/user/characters/${id}/social-links`, { platform: "instagram", profileUrl: url });
    if (!link.ok) continue;
    const written: LinkWrites = { url, edited: false };
    entry.links.set(link.json?.id as string, written);
    const edited = `${url}-edited`;
    if ((await send("social-link-edit", "PUT", `/api/user/characters/${id}/social-links/${link.json?.id}`, { profileUrl: edited })).ok) {
      Object.assign(written, { url: edited, edited: true });
    }
    await send("social-link-list", "GET", `/api/user/characters/${id}/social-links`);
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
