import { attachmentHeader } from "@/lib/api/attachment";
import { parseInput, route } from "@/lib/server/route.server";
import { orderExportStream } from "@/lib/admin/orders-export.server";
import { orderExportQuerySchema } from "@/lib/validation/order";

// GET ?from=YYYY-MM-DD&to=YYYY-MM-DD: the orders paid in those UTC days as CSV, streamed.
export const GET = route({ auth: "operator" }, async ({ request }) => {
  const query = parseInput(orderExportQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  return new Response(orderExportStream(query), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": attachmentHeader(`orders-${query.from}-to-${query.to}.csv`),
      "cache-control": "no-store",
    },
  });
});
