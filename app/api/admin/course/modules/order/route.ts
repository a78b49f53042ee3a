import { route } from "@/lib/server/route.server";
import { courseOrderSchema } from "@/lib/validation/course";
import { reorderModules } from "@/lib/course/editor.server";

// PUT { ids }: every module's id once, in the new order; 400 when the list is not the course's modules.
export const PUT = route({ auth: "operator", body: courseOrderSchema }, ({ body }) => reorderModules(body.ids));
