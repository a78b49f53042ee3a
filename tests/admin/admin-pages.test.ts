import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { prisma } from "@/lib/db/client.server";
import { createOrder } from "../helpers/orders";
import { createBuyer, createOperator } from "../helpers/factories";
import { signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";

// Every page under app/admin, found from the file tree (decision 070's rule for pages): a
// signed-out visitor is answered 404 by the proxy before any page code runs, a signed-in buyer
// gets the 404 page from the page's own operator check, and an operator is served.
let cookie: string | undefined;
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: () => (cookie ? { value: cookie } : undefined) }),
}));

withTestDatabase();

const ADMIN_DIR = path.join(__dirname, "..", "..", "app", "admin");
function adminPages(dir = ADMIN_DIR): { file: string; url: string; params: string[] }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return adminPages(full);
    if (!/^(page|layout)\.tsx$/.test(entry.name)) return [];
    const segments = path
      .relative(ADMIN_DIR, dir)
      .split(path.sep)
      .filter((s) => s && !/^\(.*\)$/.test(s));
    return [{ file: full, url: ["/admin", ...segments].join("/"), params: segments.filter((s) => s.startsWith("[")).map((s) => s.slice(1, -1)) }];
  });
}

// What a dynamic segment stands for, so the operator's visit reaches a real row: one line per folder.
const SEEDS: Record<string, () => Promise<string>> = {
  "/admin/orders/[id]": async () => (await createOrder()).id,
  "/admin/leads/[id]": async () => (await prisma().contactRequest.create({ data: { name: "Lead", email: "lead@example.com", message: "Hello there" } })).id,
  "/admin/customers/[id]": async () => (await createOrder()).userId,
  "/admin/course/lessons/[id]": async () => (await prisma().courseLesson.findFirstOrThrow()).id,
  "/admin/email/[id]": async () => (await prisma().broadcast.create({ data: { subject: "News", markdown: "Hello", audience: "buyers" } })).id,
};

type Page = (props: { params: Promise<Record<string, string>>; searchParams: Promise<Record<string, string>>; children: React.ReactNode }) => Promise<unknown>;
const pages = adminPages();

it("finds the console's layout and pages", () => {
  expect(pages.map((p) => path.relative(ADMIN_DIR, p.file))).toEqual(
    expect.arrayContaining(["layout.tsx", "page.tsx", "orders/page.tsx", "orders/[id]/page.tsx", "leads/page.tsx", "leads/[id]/page.tsx"]),
  );
});

describe.each(pages.map((p) => [path.relative(ADMIN_DIR, p.file), p] as const))("%s", (_name, page) => {
  it("is a 404 for a signed-out visitor (proxy) and a buyer (page), and served to an operator", async () => {
    const visitor = await proxy(new NextRequest(`http://localhost:3000${page.url.replace(/\[[^\]]+\]/g, "x")}`));
    expect(visitor.status).toBe(404);

    const { default: render } = (await import(page.file)) as { default: Page };
    const params: Record<string, string> = {};
    const seed = SEEDS[page.url];
    if (page.params.length > 0 && !seed) throw new Error(`${page.file}: add a seed for ${page.url} to SEEDS in tests/admin/admin-pages.test.ts`);
    for (const name of page.params) params[name] = await seed!();
    const props = { params: Promise.resolve(params), searchParams: Promise.resolve({}), children: null };

    cookie = await signIn((await createBuyer()).id);
    await expect(render(props)).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
    cookie = undefined;
    await expect(render(props)).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });

    cookie = await signIn((await createOperator()).id);
    await expect(render(props)).resolves.toBeTruthy();
  });
});
