/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DndContextProps } from "@dnd-kit/core";
import { renderWithQueries } from "@/tests/helpers/browser";
import { fakePostsServer, makePost } from "@/tests/helpers/fake-posts-server";
import { notify } from "@/lib/utils/notify";
import { ContentCalendar } from "./content-calendar";

jest.mock("@/lib/utils/notify", () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

// The real DndContext, with its props kept so a test can finish a drag the way dnd-kit does.
let dnd: DndContextProps;
jest.mock("@dnd-kit/core", () => {
  const actual = jest.requireActual("@dnd-kit/core");
  const { createElement } = jest.requireActual("react");
  return { ...actual, DndContext: (props: DndContextProps) => ((dnd = props), createElement(actual.DndContext, props)) };
});

const ID = "3f0e1a9c-6a55-4c3c-9f59-0b0f7c1d2e11";
const post = makePost(ID, { id: "11111111-1111-4111-8111-111111111111", scheduledAt: "2026-11-30T19:00", caption: "Three squats you are doing wrong" });
const day = (name: string) => screen.getByRole("group", { name });
const render = () => renderWithQueries(<ContentCalendar characterId={ID} platforms={["Instagram"]} />);

beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 10, 25, 10, 0), advanceTimers: true }));
afterEach(() => jest.useRealTimers());

describe("ContentCalendar", () => {
  it("opens on this month and shows each post's time, platform, caption and status on its day", async () => {
    const server = fakePostsServer(ID, [post]);
    render();
    expect(screen.getByTestId("calendar-title")).toHaveTextContent("November 2026");
    const card = await within(day("Monday, November 30")).findByTestId("calendar-post");
    expect(card).toHaveTextContent("7:00 PM · TikTok");
    expect(card).toHaveTextContent("Three squats you are doing wrong");
    expect(card).toHaveTextContent("Idea");
    expect(server.calls[0]!.path).toBe(`/api/user/characters/${ID}/posts?from=2026-10-26&to=2026-12-07`);
    expect(screen.getAllByRole("group").filter((g) => g.dataset.day)).toHaveLength(42);
  });

  it("switches to a week and moves back and forth by weeks or months", async () => {
    const server = fakePostsServer(ID, [post]);
    render();
    await userEvent.click(screen.getByRole("button", { name: "Week" }));
    expect(screen.getByTestId("calendar-title")).toHaveTextContent("Nov 23 – Nov 29, 2026");
    expect(screen.getByRole("button", { name: "Week" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "Next week" }));
    expect(screen.getByTestId("calendar-title")).toHaveTextContent("Nov 30 – Dec 6, 2026");
    await within(day("Monday, November 30")).findByTestId("calendar-post");
    // The month of the week shown (Dec 2 is the day a week after today).
    await userEvent.click(screen.getByRole("button", { name: "Month" }));
    expect(screen.getByTestId("calendar-title")).toHaveTextContent("December 2026");
    await userEvent.click(screen.getByRole("button", { name: "Previous month" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous month" }));
    expect(screen.getByTestId("calendar-title")).toHaveTextContent("October 2026");
    await userEvent.click(screen.getByRole("button", { name: "Today" }));
    expect(screen.getByTestId("calendar-title")).toHaveTextContent("November 2026");
    expect(server.calls.map((c) => c.path.split("?")[1])).toEqual(
      expect.arrayContaining(["from=2026-11-23&to=2026-11-30", "from=2026-11-30&to=2026-12-07", "from=2026-09-28&to=2026-11-02"]),
    );
  });

  it("a post dropped on another day is saved there at the same time of day, and stays there after the refetch", async () => {
    const server = fakePostsServer(ID, [post]);
    render();
    await within(day("Monday, November 30")).findByTestId("calendar-post");
    act(() => dnd.onDragEnd!({ active: { id: post.id }, over: { id: "2026-12-03" } } as Parameters<NonNullable<DndContextProps["onDragEnd"]>>[0]));
    expect(await within(day("Thursday, December 3")).findByTestId("calendar-post")).toHaveTextContent("7:00 PM · TikTok");
    await waitFor(() =>
      expect(server.writes()).toEqual([{ method: "PATCH", path: `/api/user/characters/${ID}/posts/${post.id}`, body: { scheduledAt: "2026-12-03T19:00" } }]),
    );
    await waitFor(() => expect(server.calls.filter((c) => c.method === "GET").length).toBeGreaterThan(1));
    expect(within(day("Thursday, December 3")).getByTestId("calendar-post")).toBeInTheDocument();
    expect(within(day("Monday, November 30")).queryByTestId("calendar-post")).toBeNull();
  });

  it("a drop on the same day, or outside any day, saves nothing", async () => {
    const server = fakePostsServer(ID, [post]);
    render();
    await within(day("Monday, November 30")).findByTestId("calendar-post");
    act(() => dnd.onDragEnd!({ active: { id: post.id }, over: { id: "2026-11-30" } } as Parameters<NonNullable<DndContextProps["onDragEnd"]>>[0]));
    act(() => dnd.onDragEnd!({ active: { id: post.id }, over: null } as Parameters<NonNullable<DndContextProps["onDragEnd"]>>[0]));
    expect(server.writes()).toEqual([]);
  });

  it("a move the server refuses goes back to its day and says why", async () => {
    fakePostsServer(ID, [post], { failPatch: { status: 404, message: "Not found" } });
    render();
    await within(day("Monday, November 30")).findByTestId("calendar-post");
    act(() => dnd.onDragEnd!({ active: { id: post.id }, over: { id: "2026-12-01" } } as Parameters<NonNullable<DndContextProps["onDragEnd"]>>[0]));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("The post was not moved: Not found"));
    expect(within(day("Monday, November 30")).getByTestId("calendar-post")).toBeInTheDocument();
    expect(within(day("Tuesday, December 1")).queryByTestId("calendar-post")).toBeNull();
  });

  it("moves a post with the keyboard alone: Space picks it up, arrows choose the day, Space drops it", async () => {
    // jsdom lays nothing out: give each day a 100px cell in a 7-column grid, and each card a box inside its day.
    const cellRect = (el: Element) => {
      const cells = [...document.querySelectorAll("[data-day]")];
      const index = cells.indexOf(el.closest("[data-day]")!);
      const [left, top] = [(index % 7) * 100, Math.floor(index / 7) * 100];
      return el.hasAttribute("data-day") ? { left, top, width: 100, height: 100 } : { left: left + 10, top: top + 30, width: 80, height: 40 };
    };
    const spy = jest.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
      const inGrid = this.closest("[data-day]") && (this.hasAttribute("data-day") || this.matches("[data-testid=calendar-post]"));
      const r = inGrid ? cellRect(this) : { left: 0, top: 0, width: 0, height: 0 };
      return { ...r, x: r.left, y: r.top, right: r.left + r.width, bottom: r.top + r.height, toJSON: () => r } as DOMRect;
    });
    try {
      const server = fakePostsServer(ID, [post]);
      render();
      const grip = await screen.findByRole("button", { name: "Move TikTok post at 7:00 PM" });
      grip.focus();
      await userEvent.keyboard("[Space]");
      await act(() => jest.advanceTimersByTimeAsync(10));
      // Three days right to Dec 3; down would be Dec 10, not on screen, so no move; up a week and back.
      await userEvent.keyboard("[ArrowRight][ArrowRight][ArrowRight][ArrowDown][ArrowUp][ArrowDown]");
      await userEvent.keyboard("[Space]");
      await waitFor(() =>
        expect(server.writes()).toEqual([{ method: "PATCH", path: `/api/user/characters/${ID}/posts/${post.id}`, body: { scheduledAt: "2026-12-03T19:00" } }]),
      );
      expect(await within(day("Thursday, December 3")).findByTestId("calendar-post")).toBeInTheDocument();
    } finally {
      spy.mockRestore();
    }
  });
});
