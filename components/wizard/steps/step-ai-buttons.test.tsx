/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import { notify } from "@/lib/utils/notify";
import { STEP_MODULES } from "./step-components";
import { WIZARD_STEPS } from "@/lib/studio/wizard/registry";
import { TEST_CHARACTER_ID, testCharacter } from "./test-character";

jest.mock("@/lib/utils/notify", () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

const ID = TEST_CHARACTER_ID;
const character = testCharacter;

// Each step's own module, as the wizard loads it when the step opens.
const render = async (step: "messages" | "mirage-video" | "posts" | "capcut-video", initial = {}) => {
  const Step = await STEP_MODULES[step]();
  return renderWithQueries(<Step character={character} initial={initial} onLocalChange={() => {}} onReference={() => {}} />);
};

const savedBodies = (calls: ReturnType<typeof fakeFetch>, step: string) =>
  calls.filter((c) => c.method === "PUT" && c.path === `/api/user/characters/${ID}/steps/${step}`).map((c) => c.body);

describe("the steps' AI buttons", () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it("Generate AI Messages writes a caption about the draft and adds it to the saved messages", async () => {
    const calls = fakeFetch({
      "POST /api/ai/openai/generate-script": { status: 200, body: { script: "  Pack light, travel far.  " } },
      [`PUT /api/user/characters/${ID}/steps/messages`]: { status: 200, body: { success: true } },
    });
    await render("messages", { messages: ["First"], draft: "packing tips" });
    await userEvent.click(screen.getByRole("button", { name: "Generate AI Messages" }));
    await screen.findByText("Pack light, travel far.");
    const list = screen.getByTestId("saved-messages");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["First", "Pack light, travel far."]);
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      topic: "packing tips",
      characterName: "Mia Lopez",
      niche: "Travel & Adventure",
      format: "caption",
    });
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(savedBodies(calls, "messages").at(-1)).toEqual({ data: { messages: ["First", "Pack light, travel far."], draft: "packing tips" } });
  });

  it("without a draft the caption is about the niche; a failure shows the server's message and adds nothing", async () => {
    const calls = fakeFetch({ "POST /api/ai/openai/generate-script": { status: 429, body: { message: "Too many requests. Please wait a moment." } } });
    await render("messages");
    await userEvent.click(screen.getByRole("button", { name: "Generate AI Messages" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Too many requests. Please wait a moment."));
    // The error toast comes before the button leaves its busy state, so wait for the label to return.
    expect(await screen.findByRole("button", { name: "Generate AI Messages" })).toBeEnabled();
    expect((calls[0]!.body as { topic: string }).topic).toContain("Travel & Adventure");
    expect(screen.queryByTestId("saved-messages")).toBeNull();
    expect(savedBodies(calls, "messages")).toEqual([]);
  });

  it("the Mirage script generator fills the script box, which autosaves", async () => {
    const calls = fakeFetch({
      "POST /api/ai/openai/generate-script": { status: 200, body: { script: "Hook! Three ways to pack light." } },
      [`PUT /api/user/characters/${ID}/steps/mirage-video`]: { status: 200, body: { success: true } },
    });
    await render("mirage-video");
    await userEvent.type(screen.getByLabelText("Script topic"), "packing");
    await userEvent.click(screen.getByRole("button", { name: "Generate Script" }));
    await screen.findByTestId("script");
    expect(screen.getByLabelText("Script", { exact: true })).toHaveValue("Hook! Three ways to pack light.");
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(savedBodies(calls, "mirage-video").at(-1)).toEqual({ data: { script: "Hook! Three ways to pack light." } });
  });

  it("no step has a control that is not available yet (issue 20: every control works or is gone)", async () => {
    fakeFetch({});
    for (const step of WIZARD_STEPS.map((s) => s.slug)) {
      const Step = await STEP_MODULES[step]();
      const { unmount, container } = renderWithQueries(<Step character={character} initial={{}} onLocalChange={() => {}} onReference={() => {}} />);
      expect(container.textContent).not.toMatch(/not available yet/i);
      unmount();
    }
    await render("capcut-video");
    expect(screen.getByRole("button", { name: "Export Assets" })).toBeEnabled();
    expect(screen.getByRole("link", { name: /^CapCut Desktop/ })).toHaveAttribute("href", "https://www.capcut.com/");
    // The edit package: a draft video, then the character's package with it and this step's plan (issue 22, decision 123).
    expect(screen.getByRole("button", { name: "Generate Edit Package" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Generate Edit Package" })).toHaveAccessibleDescription(/vertical 1080×1920 draft video.*edit-plan\.md/);
  });
});
