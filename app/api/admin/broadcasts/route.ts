import { NextResponse } from "next/server";
import { route } from "@/lib/server/route.server";
import { broadcastSchema } from "@/lib/validation/broadcast";
import { createBroadcast } from "@/lib/admin/broadcast-console.server";

// POST { subject, markdown, audience }: a new draft broadcast, audited (decision 415).
export const POST = route({ idempotent: true, auth: "operator", body: broadcastSchema, maxBodyBytes: 256 * 1024 }, async ({ operator, body }) =>
  NextResponse.json(await createBroadcast(operator, body), { status: 201 }),
);
