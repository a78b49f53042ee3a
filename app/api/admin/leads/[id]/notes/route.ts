import { NextResponse } from "next/server";
import { route } from "@/lib/server/route.server";
import { addLeadNote } from "@/lib/admin/leads.server";
import { leadIdParamsSchema, leadNoteSchema } from "@/lib/validation/lead";

// POST /api/admin/leads/:id/notes { text }: an operator's internal note on a lead (404 for anyone else).
export const POST = route({ idempotent: true, auth: "operator", params: leadIdParamsSchema, body: leadNoteSchema }, async ({ params, body, operator }) => {
  const note = await addLeadNote(operator, params.id, body.text);
  return NextResponse.json(note, { status: 201 });
});
