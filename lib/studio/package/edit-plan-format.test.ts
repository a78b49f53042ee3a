import { editPlanMarkdown } from "./edit-plan-format";

it("writes each filled CapCut field under its heading, in a fixed order, and nothing for an empty step", () => {
  expect(editPlanMarkdown({ music: " lo-fi, 100 BPM ", template: "Instagram Reel", effects: "", stray: "x" })).toBe(
    "# Edit plan\n\n## Template\n\nInstagram Reel\n\n## Music style\n\nlo-fi, 100 BPM\n",
  );
  expect(editPlanMarkdown({})).toBeNull();
  expect(editPlanMarkdown({ instructions: "   " })).toBeNull();
});
