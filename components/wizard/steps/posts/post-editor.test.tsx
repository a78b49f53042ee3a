/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries } from "@/tests/helpers/browser";
import { fakePostsServer, makePost } from "@/tests/helpers/fake-posts-server";
import { notify } from "@/lib/utils/notify";
import { ContentCalendar } from "./content-calendar";

jest.mock("@/lib/utils/notify", () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

const ID = "3f0e1a9c-6a55-4c3c-9f59-0b0f7c1d2e11";
const shot = { id: "22222222-2222-4222-8222-222222222222", kind: "shot", label: "Shot: gym (2026-11-20)" };
const post = makePost(ID, { id: "11111111-1111-4111-8111-111111111111", scheduledAt: "2026-11-30T19:00" });
const day = (name: string) => screen.getByRole("group", { name });
const render = () => renderWithQueries(<ContentCalendar characterId={ID} platforms={["Instagram", "TikTok"]} />);

beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 10, 25, 10, 0), advanceTimers: true }));
afterEach(() => jest.useRealTimers());

describe("editing posts inline", () => {
  it("sends only what changed: caption, time, platform, status and the linked asset", async () => {
    const server = fakePostsServer(ID, [post], { assets: [shot] });
    render();
    await userEvent.click(await screen.findByRole("button", { name: /^Edit TikTok post at 7:00 PM/ }));
    const form = screen.getByRole("form", { name: "Edit post" });
    const caption = within(form).getByLabelText("Caption");
    await userEvent.clear(caption);
    await userEvent.type(caption, "Form check in 30 seconds");
    const time = within(form).getByLabelText("Time");
    await userEvent.clear(time);
    await userEvent.type(time, "08:15");
    await userEvent.selectOptions(within(form).getByLabelText("Platform"), "Instagram");
    await userEvent.selectOptions(within(form).getByLabelText("Status"), "Scheduled");
    await within(form).findByRole("option", { name: shot.label });
    await userEvent.selectOptions(within(form).getByLabelText("Linked asset"), shot.label);
    await userEvent.click(within(form).getByRole("button", { name: "Save post" }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        {
          method: "PATCH",
          path: `/api/user/characters/${ID}/posts/${post.id}`,
          body: { scheduledAt: "2026-11-30T08:15", platform: "Instagram", status: "scheduled", caption: "Form check in 30 seconds", assetId: shot.id },
        },
      ]),
    );
    expect(notify.success).toHaveBeenCalledWith("Post updated");
    expect(screen.queryByRole("form")).toBeNull();
    const card = await within(day("Monday, November 30")).findByText("Form check in 30 seconds");
    expect(card.closest("li")).toHaveTextContent("8:15 AM · Instagram");
    expect(card.closest("li")).toHaveTextContent("Scheduled");
  });

  it("moves a post to another date from the editor, and unlinks its asset", async () => {
    const server = fakePostsServer(ID, [{ ...post, asset: shot }], { assets: [shot] });
    render();
    await userEvent.click(await screen.findByRole("button", { name: /^Edit TikTok post/ }));
    const form = screen.getByRole("form", { name: "Edit post" });
    expect(within(form).getByLabelText("Linked asset")).toHaveValue(shot.id);
    const date = within(form).getByLabelText("Date");
    await userEvent.clear(date);
    await userEvent.type(date, "2026-12-02");
    await userEvent.selectOptions(within(form).getByLabelText("Linked asset"), "None");
    await userEvent.click(within(form).getByRole("button", { name: "Save post" }));
    await waitFor(() => expect(server.writes().map((w) => w.body)).toEqual([{ scheduledAt: "2026-12-02T19:00", assetId: null }]));
    expect(await within(day("Wednesday, December 2")).findByTestId("calendar-post")).toBeInTheDocument();
  });

  it("adds a post on a day with its + button, checked before sending", async () => {
    const server = fakePostsServer(ID, []);
    render();
    await userEvent.click(await screen.findByRole("button", { name: "Add a post on Thursday, December 3" }));
    const form = screen.getByRole("form", { name: "New post on Thursday, December 3" });
    expect(within(form).getByLabelText("Platform")).toHaveValue("Instagram");
    await userEvent.click(within(form).getByRole("button", { name: "Add post" }));
    expect(within(form).getByRole("alert")).toHaveTextContent("Write a caption");
    expect(server.writes()).toEqual([]);
    await userEvent.type(within(form).getByLabelText("Caption"), "Ask me anything");
    await userEvent.click(within(form).getByRole("button", { name: "Add post" }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        {
          method: "POST",
          path: `/api/user/characters/${ID}/posts`,
          body: { scheduledAt: "2026-12-03T12:00", platform: "Instagram", status: "idea", caption: "Ask me anything", assetId: null },
        },
      ]),
    );
    expect(await within(day("Thursday, December 3")).findByText("Ask me anything")).toBeInTheDocument();
  });

  it("deletes a post", async () => {
    const server = fakePostsServer(ID, [post]);
    render();
    await userEvent.click(await screen.findByRole("button", { name: /^Edit TikTok post/ }));
    await userEvent.click(screen.getByRole("button", { name: "Delete post" }));
    await waitFor(() => expect(server.writes()).toEqual([{ method: "DELETE", path: `/api/user/characters/${ID}/posts/${post.id}`, body: undefined }]));
    await waitFor(() => expect(within(day("Monday, November 30")).queryByTestId("calendar-post")).toBeNull());
    expect(notify.success).toHaveBeenCalledWith("Post deleted");
  });

  it("shows the server's message and keeps the editor open when a save is refused", async () => {
    fakePostsServer(ID, [post], { failPatch: { status: 400, message: "The linked asset must be one of this character's assets" } });
    render();
    await userEvent.click(await screen.findByRole("button", { name: /^Edit TikTok post/ }));
    const form = screen.getByRole("form", { name: "Edit post" });
    await userEvent.type(within(form).getByLabelText("Caption"), "!");
    await userEvent.click(within(form).getByRole("button", { name: "Save post" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("The linked asset must be one of this character's assets");
    expect(screen.getByRole("form", { name: "Edit post" })).toBeInTheDocument();
  });
});
