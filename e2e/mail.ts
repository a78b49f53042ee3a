import os from "node:os";
import path from "node:path";
import { readMailDir } from "../tests/stand-ins/smtp";
import { APP_PORT } from "./ports";

/** OPERATOR_EMAIL of the e2e server: where new contact-form leads are announced. */
export const E2E_OPERATOR_EMAIL = "sales@studio.example";

// The e2e server's SMTP sink writes what it receives here, so specs can open e-mailed links.
export function e2eMailDir() {
  return path.join(os.tmpdir(), `ais-e2e-mail-${APP_PORT}`);
}

/** Waits for the newest e-mail to `to` that the app sent during this run. */
export async function waitForEmail(to: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMailDir(e2eMailDir())
      .filter((m) => m.to.includes(to.toLowerCase()))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
