import { route } from "@/lib/server/route.server";
import { lessonOrderSchema } from "@/lib/validation/course";
import { reorderLessons } from "@/lib/course/editor.server";

// PUT { moduleId, ids }: every lesson of that module once, in the new order.
export const PUT = route({ auth: "operator", body: lessonOrderSchema }, ({ body }) => reorderLessons(body.moduleId, body.ids));
