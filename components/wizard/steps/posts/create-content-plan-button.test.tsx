/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { renderWithQueries } from "@/tests/helpers/browser";
import { CreateContentPlanButton } from "./create-content-plan-button";

const strategy = (platforms: string[]) => ({ platforms, contentTypes: [], frequency: "", bestTimes: "", notes: "" });
const renderButton = (platforms: string[]) =>
  renderWithQueries(
    <>
      <p id="plan-note">Four weeks of post ideas.</p>
      <CreateContentPlanButton characterId="c1" strategy={strategy(platforms)} describedBy="plan-note" onPlanned={() => {}} />
    </>,
  );

// Issue 44: disabled until a platform is picked, and it says what it waits for.
it("says it waits for a platform while none is picked", () => {
  renderButton([]);
  const button = screen.getByRole("button", { name: "Create Content Plan" });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription("Four weeks of post ideas. Pick at least one platform above first: the plan is made for those platforms.");
  expect(screen.getByText("Pick at least one platform above first: the plan is made for those platforms.")).toBeVisible();
});

it("is enabled with no waiting reason once a platform is picked", () => {
  renderButton(["TikTok"]);
  const button = screen.getByRole("button", { name: "Create Content Plan" });
  expect(button).toBeEnabled();
  expect(button).toHaveAccessibleDescription("Four weeks of post ideas.");
  expect(screen.queryByText(/Pick at least one platform/)).toBeNull();
});
