import { route } from "@/lib/server/route.server";
import { changeLeadStatus } from "@/lib/admin/leads.server";
import { leadIdParamsSchema, leadStatusChangeSchema } from "@/lib/validation/lead";

// PATCH /api/admin/leads/:id { status }: an operator moves a lead (new → replied → closed).
// Anyone else, and a lead that does not exist, gets 404 (decision 126).
export const PATCH = route({ auth: "operator", params: leadIdParamsSchema, body: leadStatusChangeSchema }, async ({ params, body, operator }) =>
  changeLeadStatus(operator, params.id, body.status),
);
