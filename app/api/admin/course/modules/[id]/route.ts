import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { courseModuleSchema } from "@/lib/validation/course";
import { deleteModule, updateModule } from "@/lib/course/editor.server";

// PATCH { title?, summary?, status? }: renames, re-describes, publishes or unpublishes a module
// (an unpublished module hides all its lessons from buyers).
export const PATCH = route({ auth: "operator", params: idParams, body: courseModuleSchema.update }, ({ params, body }) => updateModule(params.id, body));

// DELETE: the module, its lessons, their files and buyers' progress in them.
export const DELETE = route({ auth: "operator", params: idParams }, ({ params }) => deleteModule(params.id));
