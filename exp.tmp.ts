import { PGlite } from "@electric-sql/pglite";
import { readFileSync } from "node:fs";
(async () => {
  const slim = readFileSync("/tmp/mig-slim.tar");
  const full = readFileSync("/tmp/mig.tar");
  const variant = async (settings: string[]) => {
    const lite = new PGlite({ loadDataDir: new Blob([slim]) });
    for (const s of settings) await lite.exec(`ALTER SYSTEM SET ${s}`);
    const out = Buffer.from(await (await lite.dumpDataDir("none")).arrayBuffer());
    await lite.close();
    return out;
  };
  const small = await variant(["shared_buffers = '8MB'"]);
  const tiny = await variant(["shared_buffers = '1MB'", "wal_buffers = '64kB'"]);
  const time = async (buf: Buffer) => {
    const t = performance.now();
    const db = new PGlite({ loadDataDir: new Blob([buf]) });
    await db.waitReady;
    const t1 = performance.now();
    await db.query("select count(*) from pg_class");
    const r = [Math.round(t1 - t), Math.round(performance.now() - t)];
    await db.close();
    return r;
  };
  for (let i = 0; i < 4; i++) console.log("full", await time(full), "slim", await time(slim), "sb8MB", await time(small), "sb1MB", await time(tiny));
  process.exit(0);
})();
