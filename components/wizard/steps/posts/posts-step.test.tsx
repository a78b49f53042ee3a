/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries } from "@/tests/helpers/browser";
import { fakePostsServer, makePost } from "@/tests/helpers/fake-posts-server";
import { notify } from "@/lib/utils/notify";
import { PostsStep } from "./posts-step";
import { TEST_CHARACTER_ID, testCharacter } from "../test-character";

jest.mock("@/lib/utils/notify", () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

const ID = TEST_CHARACTER_ID;
const character = testCharacter;
const strategy = {
  platforms: ["TikTok", "Instagram"],
  contentTypes: ["Educational"],
  frequency: "3 a week",
  bestTimes: "7pm",
  calendarNotes: "Launch in week 2",
};

/** The calendar's fake server, plus the plan writer: it stores two ideas the way the server does. */
function server(initial = {}) {
  const fake = fakePostsServer(ID, []);
  const calendar = global.fetch;
  const planCalls: unknown[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input) === "/api/ai/openai/generate-content-plan") {
      planCalls.push(JSON.parse(String(init.body)));
      fake.posts.splice(
        0,
        fake.posts.length,
        makePost(ID, { scheduledAt: "2026-11-30T19:00", caption: "Pack in 5 minutes" }),
        makePost(ID, { scheduledAt: "2026-12-10T19:00", platform: "Instagram", caption: "Your packing questions" }),
      );
      const body = JSON.stringify({ posts: [], stored: { start: "2026-11-30", created: 2, replaced: 0 }, demo: false });
      return { ok: true, status: 200, statusText: "200", text: async () => body, json: async () => JSON.parse(body) } as unknown as Response;
    }
    if (String(input).endsWith("/steps/posts"))
      return { ok: true, status: 200, statusText: "200", text: async () => "{}", json: async () => ({}) } as unknown as Response;
    return calendar(input, init);
  }) as unknown as typeof fetch;
  renderWithQueries(<PostsStep character={character} initial={initial} onLocalChange={() => {}} onReference={() => {}} />);
  return { ...fake, planCalls };
}

beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 10, 25, 10, 0), advanceTimers: true }));
afterEach(() => jest.useRealTimers());

describe("the Posts step", () => {
  it("Create Content Plan sends the strategy with the buyer's today, and the calendar opens on the plan's first day with its posts", async () => {
    const { planCalls } = server(strategy);
    const button = screen.getByRole("button", { name: "Create Content Plan" });
    expect(button).toHaveAccessibleDescription(/^Drafts four weeks of post ideas/);
    await userEvent.click(button);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Plan: 2 post ideas from Monday, November 30"));
    expect(planCalls).toEqual([
      {
        characterId: ID,
        platforms: ["TikTok", "Instagram"],
        contentTypes: ["Educational"],
        frequency: "3 a week",
        bestTimes: "7pm",
        notes: "Launch in week 2",
        today: "2026-11-25",
      },
    ]);
    expect(screen.getByTestId("calendar-title")).toHaveTextContent("November 2026");
    expect(await within(screen.getByRole("group", { name: "Monday, November 30" })).findByText("Pack in 5 minutes")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(await within(screen.getByRole("group", { name: "Thursday, December 10" })).findByText("Your packing questions")).toBeInTheDocument();
  });

  it("Create Content Plan waits for a platform", () => {
    server();
    expect(screen.getByRole("button", { name: "Create Content Plan" })).toBeDisabled();
  });

  it("a plan saved as text before the calendar stays listed until a new plan replaces it", async () => {
    server({ ...strategy, plan: ["Week 1 · Mon · TikTok · Educational: Old"] });
    expect(
      within(screen.getByTestId("content-plan"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Week 1 · Mon · TikTok · Educational: Old"]);
    await userEvent.click(screen.getByRole("button", { name: "Create Content Plan" }));
    await waitFor(() => expect(screen.queryByTestId("content-plan")).toBeNull());
    await act(() => jest.advanceTimersByTimeAsync(1000));
    const saved = (global.fetch as jest.Mock).mock.calls.filter(([url, init]) => String(url).endsWith("/steps/posts") && init?.method === "PUT");
    expect(JSON.parse(String(saved.at(-1)![1].body))).toMatchObject({ data: { plan: [] } });
  });

  it("View Calendar and Analytics open and close their panels", async () => {
    const { calls } = server(strategy);
    const calendar = screen.getByRole("button", { name: "Hide Calendar" });
    expect(calendar).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(calendar);
    expect(screen.queryByTestId("content-calendar")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "View Calendar" }));
    expect(screen.getByTestId("content-calendar")).toBeInTheDocument();
    const analytics = screen.getByRole("button", { name: "Analytics" });
    expect(analytics).toBeEnabled();
    expect(analytics).toHaveAccessibleDescription("This character's generations, exports and posts by status.");
    await userEvent.click(analytics);
    expect(analytics).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(calls.some((c) => c.path === `/api/user/characters/${ID}/analytics`)).toBe(true));
  });
});
