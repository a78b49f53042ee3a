/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { serverHtml } from "@/tests/helpers/server-html";
import { ChoiceStepField, TextStepField } from "./step-fields";

// The server's HTML of a field, typed into before the script hydrates it (as a phone can while
// the page's JavaScript is still loading), then hydrated.
async function hydrateAfterTyping(typed: string, saved: string, rows?: number) {
  const onChange = jest.fn();
  const page = serverHtml(<TextStepField id="setting" label="Setting" value={saved} onChange={onChange} rows={rows} />);
  page.container.querySelector<HTMLInputElement | HTMLTextAreaElement>("#setting")!.value = typed;
  await page.hydrate();
  page.container.remove();
  return onChange;
}

it("text typed before hydration is taken as an edit, so it is saved", async () => {
  expect(await hydrateAfterTyping("sunlit rooftop gym", "")).toHaveBeenCalledWith("sunlit rooftop gym");
  expect(await hydrateAfterTyping("a first brief", "", 4)).toHaveBeenCalledWith("a first brief");
  expect(await hydrateAfterTyping("sunlit rooftop gym at dawn", "sunlit rooftop gym")).toHaveBeenCalledWith("sunlit rooftop gym at dawn");
});

it("an untouched field hydrates without an edit", async () => {
  expect(await hydrateAfterTyping("kept", "kept")).not.toHaveBeenCalled();
});

it("a field drawn in the browser shows its value and reports nothing until typed in", () => {
  const onChange = jest.fn();
  render(<TextStepField id="mood" label="Mood" value="calm" onChange={onChange} />);
  expect(screen.getByRole("textbox", { name: "Mood" })).toHaveValue("calm");
  expect(onChange).not.toHaveBeenCalled();
});

it("chips in the server's HTML are disabled until the script takes their press, then a press picks one", async () => {
  const onChange = jest.fn();
  const options = [
    { value: "Cut", label: "Cut" },
    { value: "Fade through black", label: "Fade through black" },
  ];
  const page = serverHtml(<ChoiceStepField label="Transition" options={options} value="" onChange={onChange} />);
  // Before hydration a press would be lost without a word: the page says the chips cannot be pressed yet.
  expect(page.container.querySelector("fieldset")!.disabled).toBe(true);
  await page.hydrate();
  const fade = screen.getByRole("button", { name: "Fade through black" });
  expect(fade).toBeEnabled();
  fireEvent.click(fade);
  expect(onChange).toHaveBeenCalledWith("Fade through black");
  page.container.remove();
});
