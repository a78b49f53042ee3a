/** @jest-environment jsdom */
import { fireEvent, screen } from "@testing-library/react";
import { ProfileGenerator } from "./profile-generator";
import { CHECKS_NOT_LOADED } from "@/lib/utils/lazy-zod-resolver";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";

// The form's checks are a chunk loaded on the first Generate (decision 231); here it cannot load.
jest.mock("@/lib/validation/ai", () => {
  throw new Error("Loading chunk 417 failed");
});

it("says the checks could not load and sends nothing when Generate Profile finds the connection gone", async () => {
  const calls = fakeFetch({});
  renderWithQueries(<ProfileGenerator onGenerated={() => {}} />);
  fireEvent.click(screen.getByRole("button", { name: "Generate Profile" }));
  expect(await screen.findByText(CHECKS_NOT_LOADED)).toBeVisible();
  expect(calls).toEqual([]);
});
