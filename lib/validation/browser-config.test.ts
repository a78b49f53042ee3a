import "./browser-config";
import { z } from "zod";

it("turns zod's eval probe off, so a strict CSP sees no eval attempt", () => {
  expect(z.config().jitless).toBe(true);
  const evalSpy = jest.spyOn(globalThis, "Function");
  expect(z.object({ name: z.string() }).parse({ name: "Sophia" })).toEqual({ name: "Sophia" });
  expect(evalSpy).not.toHaveBeenCalled();
});
