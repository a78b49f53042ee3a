import { parseInput, route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { deliveryUploadQuerySchema } from "@/lib/validation/order";
import { addDeliveryFile } from "@/lib/admin/delivery.server";

// POST ?name=<file name>, the file's bytes as the body: one delivered file, streamed to the media store (size and type limits in lib/orders/delivery-rules.ts; the length checks in lib/media/upload-body.server.ts).
export const POST = route({ idempotent: true, auth: "operator", params: idParams }, async ({ operator, params, request }) => {
  const { name } = parseInput(deliveryUploadQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  return Response.json(await addDeliveryFile(operator, params.id, name, request), { status: 201 });
});
