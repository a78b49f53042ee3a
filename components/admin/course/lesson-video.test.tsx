/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch } from "@/tests/helpers/browser";
import type { EditorLessonDetail } from "@/lib/course/editor.server";
import { LessonVideo } from "./lesson-video";

const router = { refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/lib/utils/notify", () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const LESSON = "8d7c0a5e-0000-4000-8000-000000000002";
const video = (status: string, error: string | null = null) => ({
  id: "m1",
  kind: "video",
  name: "talk.mp4",
  contentType: "application/octet-stream",
  size: 1000,
  status,
  durationSeconds: 2,
  width: 320,
  height: 240,
  error,
  jobId: "j1",
});
const lesson = (status: string, transcode: { status: string; progress: number } | null, error: string | null = null) =>
  ({ id: LESSON, media: [video(status, error)], transcode }) as unknown as EditorLessonDetail;

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers({ advanceTimers: true });
});
afterEach(() => jest.useRealTimers());

it("polls every 2 s while the conversion job runs", () => {
  render(<LessonVideo lesson={lesson("processing", { status: "running", progress: 40 })} />);
  expect(screen.getByRole("status")).toHaveTextContent("40%");
  act(() => void jest.advanceTimersByTime(4100));
  expect(router.refresh).toHaveBeenCalledTimes(2);
});

it("a failed conversion says so with its reason, offers Retry and Remove, and does not poll (issue 44)", async () => {
  const calls = fakeFetch({ [`POST /api/admin/course/lessons/${LESSON}/video/retry`]: { status: 200, body: { status: "processing", jobId: "j2" } } });
  render(<LessonVideo lesson={lesson("failed", { status: "failed", progress: 0 }, "The conversion stopped before it finished (out of attempts).")} />);
  expect(screen.getByRole("alert")).toHaveTextContent(
    "Conversion failed: The conversion stopped before it finished (out of attempts). Buyers do not see this video.",
  );
  expect(screen.getByRole("button", { name: "Remove video" })).toBeEnabled();
  act(() => void jest.advanceTimersByTime(6000));
  expect(router.refresh).not.toHaveBeenCalled();
  await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole("button", { name: "Retry conversion" }));
  await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
  expect(calls).toEqual([{ method: "POST", path: `/api/admin/course/lessons/${LESSON}/video/retry`, body: undefined }]);
});

it("a video left processing whose job has ended is not polled", () => {
  render(<LessonVideo lesson={lesson("processing", { status: "failed", progress: 10 })} />);
  act(() => void jest.advanceTimersByTime(6000));
  expect(router.refresh).not.toHaveBeenCalled();
});
