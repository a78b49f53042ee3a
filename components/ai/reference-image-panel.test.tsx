/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { renderWithQueries } from "@/tests/helpers/browser";
import { ReferenceImagePanel } from "./reference-image-panel";

// Issue 44: on /tests/ai the button works once a profile is generated there, so its waiting
// reason says so instead of sending the visitor to a wizard.
it("says Generate Reference Prompt waits for a generated profile", () => {
  renderWithQueries(<ReferenceImagePanel attributes={null} />);
  const button = screen.getByRole("button", { name: "Generate Reference Prompt" });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription("Generate a profile first: the prompt is built from that character's looks.");
  expect(screen.queryByText(/wizard/)).toBeNull();
});
