import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/** Shown on the form's first field when its checks could not be loaded. */
export const CHECKS_NOT_LOADED = "This form could not be checked: the page lost its connection. Check your connection and try again.";

/**
 * A react-hook-form resolver that loads zod, the form's schema and @hookform/resolvers on the
 * form's first check (a submit, or a change after one), not with the page: zod and the schemas
 * built at module load cost a step tens of milliseconds of script on a phone before it could
 * answer a tap (decision 231). Made once per form module, so the loaded resolver is kept.
 */
export function lazyZodResolver<Values extends FieldValues, Output = Values>(
  loadSchema: () => Promise<z.ZodType<unknown, FieldValues>>,
): Resolver<Values, unknown, Output> {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<Values, unknown, Output>,
    );
    let resolve: Resolver<Values, unknown, Output>;
    try {
      resolve = await loading;
    } catch {
      // A chunk that failed to load (a dropped connection) is tried again on the next check; until
      // then the form says why nothing happened, under its first field, and is not submitted.
      // Only the load is caught: an error of the checks themselves is not a lost connection.
      loading = undefined;
      const first = options.names?.[0] ?? Object.keys(options.fields)[0];
      const errors = (first ? { [first]: { type: "network", message: CHECKS_NOT_LOADED } } : {}) as FieldErrors<Values>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
}
