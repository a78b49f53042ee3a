/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { stepLinks } from "@/lib/studio/wizard/registry";
import { testCharacter } from "./steps/test-character";
import { WizardShell } from "./wizard-shell";

// The shell's own promises, with each step a single field: what a step saved comes back when it is
// re-entered, and the Niche step's choice is the header's niche as soon as it is typed. The shell
// keeps the saved data outside React state (issue 49, INP), so these are what that must not lose.
let mockSearch = new URLSearchParams("step=niche");
jest.mock("next/navigation", () => ({ useSearchParams: () => mockSearch }));
jest.mock("./steps/step-components", () => {
  const { useState } = jest.requireActual<typeof import("react")>("react");
  function field(name: string) {
    return function StepField({ initial, onLocalChange }: import("./steps/types").StepProps) {
      const [value, setValue] = useState(String(initial[name] ?? ""));
      return (
        <input
          aria-label={name}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            onLocalChange({ ...initial, [name]: e.target.value });
          }}
        />
      );
    };
  }
  const modules = { niche: field("niche"), messages: field("draft") };
  return { STEP_COMPONENTS: modules, STEP_MODULES: { niche: async () => modules.niche, messages: async () => modules.messages } };
});

const steps = stepLinks().filter((s) => s.slug === "niche" || s.slug === "messages");
const character = { ...testCharacter, steps: { niche: { niche: "Travel & Adventure" } } };

function open(slug: string, rerender: (ui: React.ReactElement) => void) {
  mockSearch = new URLSearchParams(`step=${slug}`);
  rerender(<WizardShell character={character} steps={steps} />);
}

it("keeps what each step saved when it is left and re-entered, and shows the Niche step's choice in the header at once", async () => {
  mockSearch = new URLSearchParams("step=niche");
  const { rerender } = render(<WizardShell character={character} steps={steps} />);
  expect(screen.getByLabelText("niche")).toHaveValue("Travel & Adventure");

  await userEvent.clear(screen.getByLabelText("niche"));
  await userEvent.type(screen.getByLabelText("niche"), "Food");
  expect(screen.getByRole("heading", { level: 1 }).nextSibling).toHaveTextContent("Food");

  open("messages", rerender);
  await userEvent.type(screen.getByLabelText("draft"), "Pack light");
  open("niche", rerender);
  expect(screen.getByLabelText("niche")).toHaveValue("Food");
  open("messages", rerender);
  expect(screen.getByLabelText("draft")).toHaveValue("Pack light");
  // Cleared, the niche falls back to the character's own.
  open("niche", rerender);
  await userEvent.clear(screen.getByLabelText("niche"));
  expect(screen.getByRole("heading", { level: 1 }).nextSibling).toHaveTextContent("Travel & Adventure");
});
