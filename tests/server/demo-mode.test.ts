import { randomBytes } from "node:crypto";
import { POST as login } from "@/app/api/login/route";
import { GET as demoModeCss } from "@/app/demo-mode.css/route";
import { demoModeStylesheet } from "@/lib/env/demo-mode-stylesheet.server";
import { prisma } from "@/lib/db/client.server";
import { WITHHELD } from "@/lib/email/transport.server";
import { call } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createUser } from "../helpers/factories";

// A labelled demo deployment without a mail server (DEMO_MODE=1, no SMTP_URL). The environment
// is read once, on first use, after these lines.
process.env.DEMO_MODE = "1";
process.env.SMTP_URL = "";

withTestDatabase();

describe("DEMO_MODE=1 without SMTP", () => {
  it("never writes a set-password link to the log: whoever reads the log must not take over accounts", async () => {
    const logged = jest.spyOn(console, "log").mockImplementation(() => {});
    const user = await createUser();
    const res = await call(login, {
      body: { email: user.email, password: "anything at all" },
      headers: { "x-forwarded-for": `10.${randomBytes(3).join(".")}` },
    });
    expect(res.status).toBe(202);
    const lines = logged.mock.calls.map((args) => args.join(" ")).join("\n");
    logged.mockRestore();
    expect(lines).toContain(`[email] to ${user.email}`);
    expect(lines).toContain(WITHHELD);
    expect(lines).not.toMatch(/new-password\?|token=/);
    // The link was still issued (a live token row), only kept out of the log and the outbox.
    expect(await prisma().passwordSetupToken.count({ where: { userId: user.id, usedAt: null } })).toBe(1);
  });
});

describe("the demo banner", () => {
  it("is switched on by /demo-mode.css at request time, with its words, in a DEMO_MODE=1 deployment", async () => {
    const res = await call(demoModeCss, { url: "/demo-mode.css" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/css/);
    expect(res.body).toContain(".demo-banner{display:block}");
    // No AI key is set here, so the banner names the AI samples too (decision 173).
    expect(res.body).toContain('content:"Demo: no real payments; sample AI text, images and voices"');
  });

  it("stays hidden, and says nothing, when no demo is declared", () => {
    expect(demoModeStylesheet(null)).not.toMatch(/display|content/);
  });
});
