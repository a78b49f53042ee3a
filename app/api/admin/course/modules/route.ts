import { NextResponse } from "next/server";
import { route } from "@/lib/server/route.server";
import { courseModuleSchema } from "@/lib/validation/course";
import { createModule } from "@/lib/course/editor.server";

// POST { id, title, summary? }: a new draft module, last in the course; 201, or 200 with the same
// module when that id was created already (a retried create makes one module).
export const POST = route({ idempotent: true, auth: "operator", body: courseModuleSchema.create }, async ({ body }) => {
  const { row, created } = await createModule(body);
  return NextResponse.json(row, { status: created ? 201 : 200 });
});
