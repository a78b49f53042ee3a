/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries } from "@/tests/helpers/browser";
import { makePost } from "@/tests/helpers/fake-posts-server";
import type { PublicationDto, TikTokCreatorDto } from "@/lib/validation/publishing";
import { PostPublishing } from "./post-publishing";

jest.mock("@/lib/utils/notify", () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

const ID = "3f0e1a9c-6a55-4c3c-9f59-0b0f7c1d2e11";
const CHANNEL = "44444444-4444-4444-8444-444444444444";
const video = { id: "22222222-2222-4222-8222-222222222222", kind: "video", label: "Video (2026-11-20)" };
const failed: PublicationDto = {
  id: "55555555-5555-4555-8555-555555555555",
  channelId: CHANNEL,
  platform: "instagram",
  demo: true,
  state: "failed",
  publishAt: "2026-11-30T19:00:00.000Z",
  link: null,
  failureReason: 'Instagram refused the caption: it contains "#refuse"',
  options: {},
};
const YOUTUBE = "66666666-6666-4666-8666-666666666666";
const TIKTOK = "77777777-7777-4777-8777-777777777777";
const instagramChannel = { id: CHANNEL, platform: "instagram", demo: true, displayName: "Demo Instagram channel", reconnectNeeded: false, statusReason: null };
const youtubeChannel = { id: YOUTUBE, platform: "youtube", demo: false, displayName: "Mia on YouTube", reconnectNeeded: false, statusReason: null };

const tiktokChannel = { id: TIKTOK, platform: "tiktok", demo: false, displayName: "Mia on TikTok", reconnectNeeded: false, statusReason: null };
const creatorInfo: TikTokCreatorDto = {
  directPost: true,
  reason: null,
  creator: {
    nickname: "Mia Moves",
    username: "mia.moves",
    privacyLevelOptions: ["PUBLIC_TO_EVERYONE", "FOLLOWER_OF_CREATOR", "SELF_ONLY"],
    commentDisabled: false,
    duetDisabled: true,
    stitchDisabled: false,
    maxVideoPostDurationSec: 180,
  },
};

function fakeServer(channels: unknown[] = [instagramChannel]) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? "GET").toUpperCase();
    const path = new URL(String(input), "http://localhost").pathname;
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = path.endsWith("/channels")
      ? { channels }
      : path.endsWith("/creator-info")
        ? creatorInfo
        : path.endsWith("/time-zone")
          ? { timeZone: "UTC" }
          : { publications: [] };
    return { ok: true, status: 200, json: async () => answer, text: async () => JSON.stringify(answer) } as unknown as Response;
  }) as unknown as typeof fetch;
  return { writes: () => calls.filter((c) => c.method !== "GET") };
}

beforeEach(() => jest.useFakeTimers({ now: new Date("2026-11-25T10:00:00Z"), advanceTimers: true }));
afterEach(() => jest.useRealTimers());

it("a post without a video cannot be published, and says what it waits for", async () => {
  fakeServer();
  renderWithQueries(<PostPublishing characterId={ID} post={makePost(ID, { scheduledAt: "2026-11-30T19:00" })} />);
  expect(await screen.findByText("Link a video to the post (Linked asset) and save it first")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Publish now" })).toBeDisabled();
});

it("publishes now to the chosen channel, sending the browser's zone", async () => {
  const server = fakeServer();
  const post = makePost(ID, { scheduledAt: "2026-11-30T19:00", asset: video });
  renderWithQueries(<PostPublishing characterId={ID} post={post} />);
  expect(await screen.findByRole("checkbox", { name: "Demo Instagram channel" })).toBeChecked();
  expect(screen.getByRole("button", { name: /^Publish at Nov 30, 7:00 PM \(UTC\)/ })).toBeEnabled();
  await userEvent.click(screen.getByRole("button", { name: "Publish now" }));
  await waitFor(() =>
    expect(server.writes()).toEqual([
      {
        method: "POST",
        path: `/api/user/characters/${ID}/posts/${post.id}/publications`,
        body: { channelIds: [CHANNEL], when: "now", timeZone: expect.any(String) },
      },
    ]),
  );
});

it("a failed publication shows the platform's reason and a Retry that asks again", async () => {
  const server = fakeServer();
  const post = makePost(ID, { scheduledAt: "2026-11-30T19:00", asset: video, publications: [failed] });
  renderWithQueries(<PostPublishing characterId={ID} post={post} />);
  expect(screen.getByRole("listitem", { name: "Instagram: Failed" })).toHaveTextContent('Instagram refused the caption: it contains "#refuse"');
  await userEvent.click(screen.getByRole("button", { name: "Retry Instagram" }));
  await waitFor(() =>
    expect(server.writes()).toEqual([{ method: "POST", path: `/api/user/characters/${ID}/posts/${post.id}/publications/${failed.id}/retry`, body: undefined }]),
  );
});

it("a real TikTok channel's published post says it waits in the TikTok inbox as a draft", async () => {
  fakeServer();
  const inbox: PublicationDto = {
    ...failed,
    platform: "tiktok",
    demo: false,
    state: "published",
    link: "https://www.tiktok.com/",
    failureReason: null,
    options: { tiktok: { mode: "inbox" } },
  };
  renderWithQueries(<PostPublishing characterId={ID} post={makePost(ID, { asset: video, publications: [inbox] })} />);
  expect(screen.getByRole("listitem", { name: "TikTok: Sent to inbox" })).toHaveTextContent("In your TikTok inbox as a draft");
  expect(screen.queryByRole("link")).toBeNull();
});

it("to YouTube: the visibility is chosen (Private until then), previewed, sent, and shown on the publication", async () => {
  const server = fakeServer([instagramChannel, youtubeChannel]);
  const post = makePost(ID, { scheduledAt: "2026-11-30T19:00", caption: "Morning run\nThree tips #fitness", asset: video });
  const view = renderWithQueries(<PostPublishing characterId={ID} post={post} />);
  const visibility = await screen.findByRole("combobox", { name: "YouTube visibility" });
  expect(visibility).toHaveValue("private");
  expect(screen.getByText(/YouTube keeps uploads from an app it has not yet audited Private/)).toBeInTheDocument();
  const preview = screen.getByRole("figure", { name: "YouTube preview" });
  expect(preview).toHaveTextContent("Morning run");
  expect(preview).toHaveTextContent("Three tips #fitness #Shorts");
  expect(preview).toHaveTextContent("Visibility: Private");
  await userEvent.selectOptions(visibility, "unlisted");
  expect(preview).toHaveTextContent("Visibility: Unlisted");
  await userEvent.click(screen.getByRole("button", { name: "Publish now" }));
  await waitFor(() =>
    expect(server.writes()[0]!.body).toEqual({ channelIds: [CHANNEL, YOUTUBE], when: "now", youtube: { privacy: "unlisted" }, timeZone: expect.any(String) }),
  );

  // Without YouTube among the chosen channels there is no choice to make, and none is sent.
  await userEvent.click(screen.getByRole("checkbox", { name: "Mia on YouTube" }));
  expect(screen.queryByRole("combobox", { name: "YouTube visibility" })).toBeNull();

  const scheduled: PublicationDto = {
    ...failed,
    channelId: YOUTUBE,
    platform: "youtube",
    demo: false,
    state: "scheduled",
    failureReason: null,
    options: { youtube: { privacy: "unlisted" } },
  };
  view.unmount();
  renderWithQueries(<PostPublishing characterId={ID} post={{ ...post, publications: [scheduled] }} />);
  expect(screen.getByRole("listitem", { name: "YouTube: Scheduled" })).toHaveTextContent("YouTube: Scheduled · Unlisted");
});

it("to a real TikTok channel: the inbox draft by default, or a direct post made the way TikTok's rules ask", async () => {
  const server = fakeServer([tiktokChannel]);
  const post = makePost(ID, { scheduledAt: "2026-11-30T19:00", caption: "Leg day", asset: video });
  const view = renderWithQueries(<PostPublishing characterId={ID} post={post} />);
  const inboxRadio = await screen.findByRole("radio", { name: /Send to the TikTok inbox as a draft/ });
  expect(inboxRadio).toBeChecked();
  const directRadio = screen.getByRole("radio", { name: "Post directly to TikTok" });
  // Offered once TikTok's creator info answered.
  await waitFor(() => expect(directRadio).toBeEnabled());
  await userEvent.click(directRadio);
  // The creator's account from creator_info; no visibility chosen in advance; interactions off.
  expect(screen.getByText(/Posting to Mia Moves \(@mia\.moves\) · videos up to 180 seconds/)).toBeInTheDocument();
  const visibility = screen.getByRole("combobox", { name: "Who can see this video" });
  expect(visibility).toHaveValue("");
  expect([...(visibility as HTMLSelectElement).options].map((o) => o.text)).toEqual(["Choose…", "Everyone", "Followers", "Only me"]);
  expect(screen.getByRole("checkbox", { name: "Allow comments" })).not.toBeChecked();
  expect(screen.getByRole("checkbox", { name: "Allow Duet (turned off in TikTok)" })).toBeDisabled();
  expect(screen.getByText(/By publishing, you agree to TikTok's Music Usage Confirmation/)).toBeInTheDocument();
  expect(screen.getByText("Choose who can see the TikTok video")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Publish now" })).toBeDisabled();

  await userEvent.selectOptions(visibility, "FOLLOWER_OF_CREATOR");
  await userEvent.click(screen.getByRole("checkbox", { name: "Allow comments" }));
  await userEvent.click(screen.getByRole("checkbox", { name: /Disclose commercial content/ }));
  expect(screen.getByRole("button", { name: "Publish now" })).toBeDisabled();
  await userEvent.click(screen.getByRole("checkbox", { name: /Branded content/ }));
  expect(screen.getByText(/Music Usage Confirmation and Branded Content Policy/)).toBeInTheDocument();
  expect(screen.getByRole("option", { name: "Only me" })).toBeDisabled();
  await userEvent.click(screen.getByRole("button", { name: "Publish now" }));
  await waitFor(() =>
    expect(server.writes()[0]!.body).toEqual({
      channelIds: [TIKTOK],
      when: "now",
      tiktok: {
        mode: "direct",
        privacyLevel: "FOLLOWER_OF_CREATOR",
        allowComment: true,
        allowDuet: false,
        allowStitch: false,
        brandOrganic: false,
        brandContent: true,
        consent: true,
      },
      timeZone: expect.any(String),
    }),
  );

  // A direct post that went live says Published with its link and the visibility chosen.
  const live: PublicationDto = {
    ...failed,
    channelId: TIKTOK,
    platform: "tiktok",
    demo: false,
    state: "published",
    link: "https://www.tiktok.com/@mia.moves/video/7300000000000000001",
    failureReason: null,
    options: {
      tiktok: {
        mode: "direct",
        privacyLevel: "FOLLOWER_OF_CREATOR",
        allowComment: true,
        allowDuet: false,
        allowStitch: false,
        brandOrganic: false,
        brandContent: true,
      },
    },
  };
  view.unmount();
  renderWithQueries(<PostPublishing characterId={ID} post={{ ...post, publications: [live] }} />);
  const item = screen.getByRole("listitem", { name: "TikTok: Published" });
  expect(item).toHaveTextContent("TikTok: Published · Direct post, Followers");
  expect(screen.getByRole("link", { name: "View the live post on TikTok" })).toHaveAttribute("href", live.link);
});
