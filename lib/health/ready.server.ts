import "server-only";
import { prisma } from "@/lib/db/client.server";

/** Readiness: one round trip to the database. A connection error propagates (the route maps it to 503). */
export async function checkReady() {
  await prisma().$queryRaw`SELECT 1`;
  return { ok: true as const, database: "up" as const };
}
