/** @jest-environment jsdom */
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import { MESSAGES_FULL } from "@/lib/studio/wizard/messages/limits";
import { TEST_CHARACTER_ID, testCharacter } from "../test-character";
import { MessagesStep } from "./messages-step";

jest.mock("@/lib/utils/notify", () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

const SAVE = `PUT /api/user/characters/${TEST_CHARACTER_ID}/steps/messages`;
const render = (initial: Record<string, string | string[]>) =>
  renderWithQueries(<MessagesStep character={testCharacter} initial={initial} onLocalChange={() => {}} onReference={() => {}} />);
const shown = () =>
  within(screen.getByTestId("saved-messages"))
    .getAllByRole("listitem")
    .map((li) => li.textContent);
const lastSaved = (calls: ReturnType<typeof fakeFetch>) => calls.filter((c) => `${c.method} ${c.path}` === SAVE).at(-1)?.body;
const pause = () => act(() => jest.advanceTimersByTimeAsync(1000));

describe("the Messages step's saved list (issue 31, item 5)", () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it("edits a message in place, moves one up, deletes one, and saves each list", async () => {
    const calls = fakeFetch({ [SAVE]: { status: 200, body: { data: {} } } });
    render({ messages: ["Leg day", "Rest day", "Meal prep"] });
    expect(screen.getByRole("heading", { name: "Your messages (3 of 50)" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Edit message 2" }));
    const box = screen.getByRole("textbox", { name: "Edit message 2" });
    await userEvent.clear(box);
    // Emptied, Save waits and says why.
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save" })).toHaveAccessibleDescription(/cannot be empty/);
    await userEvent.type(box, "Rest day, then stretch.");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(shown()).toEqual(["Leg day", "Rest day, then stretch.", "Meal prep"]);

    await userEvent.click(screen.getByRole("button", { name: "Move message 3 up" }));
    expect(shown()).toEqual(["Leg day", "Meal prep", "Rest day, then stretch."]);
    expect(screen.getByRole("button", { name: "Move message 1 up" })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Delete message 1" }));
    expect(shown()).toEqual(["Meal prep", "Rest day, then stretch."]);
    await pause();
    expect(lastSaved(calls)).toEqual({ data: { messages: ["Meal prep", "Rest day, then stretch."] } });
  });

  it("Escape leaves an edit without changing the message", async () => {
    fakeFetch({ [SAVE]: { status: 200, body: { data: {} } } });
    render({ messages: ["Leg day"] });
    await userEvent.click(screen.getByRole("button", { name: "Edit message 1" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Edit message 1" }), " and more{Escape}");
    expect(screen.queryByRole("textbox", { name: "Edit message 1" })).toBeNull();
    expect(shown()).toEqual(["Leg day"]);
  });

  it("at 50 messages both ways of adding wait and say why; deleting one lets the buyer add again", async () => {
    fakeFetch({ [SAVE]: { status: 200, body: { data: {} } } });
    const fifty = Array.from({ length: 50 }, (_, i) => `Message ${i + 1}`);
    render({ messages: fifty, draft: "One more" });
    const add = screen.getByRole("button", { name: "Add Message" });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(MESSAGES_FULL);
    expect(screen.getByRole("button", { name: "Generate AI Messages" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Generate AI Messages" })).toHaveAccessibleDescription(MESSAGES_FULL);

    await userEvent.click(screen.getByRole("button", { name: "Delete message 50" }));
    expect(screen.getByRole("button", { name: "Add Message" })).toBeEnabled();
    await userEvent.click(screen.getByRole("button", { name: "Add Message" }));
    expect(shown().at(-1)).toBe("One more");
  });

  it("a save the server refuses shows the server's reason, not a connection problem", async () => {
    fakeFetch({ [SAVE]: { status: 400, body: { message: MESSAGES_FULL } } });
    render({ messages: ["Leg day"], draft: "" });
    await userEvent.click(screen.getByRole("button", { name: "Delete message 1" }));
    await pause();
    expect(screen.getByTestId("save-status")).toHaveTextContent(`Not saved. ${MESSAGES_FULL}`);
    expect(screen.getByTestId("save-status")).not.toHaveTextContent("connection");
  });
});
