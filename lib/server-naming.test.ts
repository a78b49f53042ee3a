import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

// Decision 124: a lib/ module's name says whether it is server-only.
function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "generated" ? [] : modules(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

it("names every server-only lib module *.server.ts, and only those", () => {
  const wrong = modules(join(process.cwd(), "lib")).filter((path) => {
    const serverOnly = /^import "server-only";/m.test(readFileSync(path, "utf8"));
    return serverOnly !== /\.server\.tsx?$/.test(path) && !path.includes("/lib/server/");
  });
  expect(wrong).toEqual([]);
});
