import { z } from "zod";
import type { ResolverOptions } from "react-hook-form";
import { CHECKS_NOT_LOADED, lazyZodResolver } from "./lazy-zod-resolver";

type Values = { name: string; note: string };
const schema = z.object({ name: z.string().min(1, "Enter a name"), note: z.string() });
const options = { fields: { name: { name: "name" }, note: { name: "note" } }, shouldUseNativeValidation: false } as unknown as ResolverOptions<Values>;

it("loads the schema on the first check, once, and checks with it", async () => {
  const load = jest.fn(async () => schema);
  const resolver = lazyZodResolver<Values>(load);
  expect(load).not.toHaveBeenCalled();
  expect(await resolver({ name: "", note: "" }, undefined, options)).toMatchObject({ errors: { name: { message: "Enter a name" } } });
  expect(await resolver({ name: "Ava", note: "" }, undefined, options)).toEqual({ values: { name: "Ava", note: "" }, errors: {} });
  expect(load).toHaveBeenCalledTimes(1);
});

it("says so under the first field when the checks cannot load, submits nothing, and tries again on the next check", async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error("ChunkLoadError")).mockResolvedValue(schema);
  const resolver = lazyZodResolver<Values>(load);
  expect(await resolver({ name: "Ava", note: "" }, undefined, options)).toEqual({
    values: {},
    errors: { name: { type: "network", message: CHECKS_NOT_LOADED } },
  });
  expect(await resolver({ name: "Ava", note: "" }, undefined, { ...options, names: ["note"] })).toEqual({ values: { name: "Ava", note: "" }, errors: {} });
  expect(load).toHaveBeenCalledTimes(2);
});

it("puts the message on the field being checked when only some are", async () => {
  const resolver = lazyZodResolver<Values>(() => Promise.reject(new Error("offline")));
  expect((await resolver({ name: "", note: "" }, undefined, { ...options, names: ["note"] })).errors).toEqual({
    note: { type: "network", message: CHECKS_NOT_LOADED },
  });
});

it("does not call a failing check a lost connection: the error itself reaches the form", async () => {
  const broken = z.object({ name: z.string() }).transform(() => {
    throw new Error("schema bug");
  });
  const resolver = lazyZodResolver<Values>(async () => broken as never);
  await expect(resolver({ name: "Ava", note: "" }, undefined, options)).rejects.toThrow("schema bug");
});
