/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import type { CourseProgressSummary } from "@/lib/course/summary";
import { DashboardView } from "./dashboard-view";

const first = { slug: "define-the-persona-and-niche", title: "Define the persona and niche", seconds: 0 };
const noProgress: CourseProgressSummary = { done: 0, total: 14, percent: 0, next: first, started: false };

it("signed out: asks to log in with a Sign In link to /auth", () => {
  render(<DashboardView state={{ kind: "signed-out" }} />);
  expect(screen.getByText("Please log in to access your dashboard")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
});

it("no purchase: welcome and the checkout slot", () => {
  render(<DashboardView state={{ kind: "no-purchase", email: "jane@example.com", checkout: <div>CHECKOUT</div> }} />);
  expect(screen.getByRole("heading", { name: /Welcome, jane/ })).toBeInTheDocument();
  expect(screen.getByText("CHECKOUT")).toBeInTheDocument();
  expect(screen.queryByText("AI Character Creation Active")).not.toBeInTheDocument();
});

it("with a purchase: badge, counts, links, storage slot and activity newest first", () => {
  const activity = [
    { id: "2", kind: "profile_saved", subject: "Ava", createdAt: "2026-01-02T10:00:00Z" },
    { id: "1", kind: "character_created", subject: "Ava", createdAt: "2026-01-01T10:00:00Z" },
  ];
  render(
    <DashboardView
      state={{
        kind: "active",
        characterCount: 2,
        storage: "1.2 GB of 2 GB",
        assetCount: 7,
        videoCount: 1,
        activity,
        course: noProgress,
        storagePanel: <div>STORAGE</div>,
      }}
    />,
  );
  expect(screen.getByTestId("storage-use")).toHaveTextContent("Your files: 1.2 GB of 2 GB");
  expect(screen.getByText("AI Character Creation Active")).toBeInTheDocument();
  expect(screen.getByTestId("stat-Characters Created")).toHaveTextContent("2");
  expect(screen.getByTestId("stat-Assets Generated")).toHaveTextContent("7");
  expect(screen.getByTestId("stat-Videos Created")).toHaveTextContent("1");
  expect(screen.getByRole("link", { name: /View Characters/ })).toHaveAttribute("href", "/user/characters");
  expect(screen.getByRole("link", { name: /Test AI Services/ })).toHaveAttribute("href", "/tests/ai");
  expect(screen.getByText("STORAGE")).toBeInTheDocument();
  const items = screen.getAllByRole("listitem").map((li) => li.textContent);
  expect(items[0]).toContain("Profile saved");
  expect(items[1]).toContain("Character created");
});

it("with a purchase and no characters: Create First Character", () => {
  render(
    <DashboardView
      state={{ kind: "active", characterCount: 0, storage: "0 B of 2 GB", assetCount: 0, videoCount: 0, activity: [], course: noProgress, storagePanel: null }}
    />,
  );
  expect(screen.getByRole("link", { name: /Create First Character/ })).toBeInTheDocument();
  expect(screen.getByText(/No activity yet/)).toBeInTheDocument();
});

describe("the course card", () => {
  it("continues where the buyer left off: the right lesson at the right second", () => {
    const course: CourseProgressSummary = {
      done: 2,
      total: 14,
      percent: 14,
      next: { slug: "keep-the-face-consistent-across-200-images", title: "Keep the face consistent across 200+ images", seconds: 95 },
      started: true,
    };
    render(
      <DashboardView
        state={{ kind: "active", characterCount: 1, storage: "0 B of 2 GB", assetCount: 0, videoCount: 0, activity: [], course, storagePanel: null }}
      />,
    );
    expect(screen.getByRole("link", { name: "Continue where you left off" })).toHaveAttribute(
      "href",
      "/user/course/keep-the-face-consistent-across-200-images?t=95",
    );
    expect(screen.getByTestId("dashboard-course-progress")).toHaveTextContent("2 of 14 lessons · 14%");
    expect(screen.getByRole("progressbar", { name: "Course progress" })).toHaveAttribute("aria-valuenow", "14");
    expect(screen.getByText("Keep the face consistent across 200+ images")).toBeInTheDocument();
    expect(screen.getByText("at 1:35")).toBeInTheDocument();
  });

  it("says Start before the first lesson and Review once all are done", () => {
    const { rerender } = render(
      <DashboardView
        state={{
          kind: "active",
          characterCount: 0,
          storage: "0 B of 2 GB",
          assetCount: 0,
          videoCount: 0,
          activity: [],
          course: noProgress,
          storagePanel: null,
        }}
      />,
    );
    expect(screen.getByRole("link", { name: "Start the Course" })).toHaveAttribute("href", "/user/course/define-the-persona-and-niche");
    const everyLesson: CourseProgressSummary = { done: 14, total: 14, percent: 100, next: null, started: true };
    rerender(
      <DashboardView
        state={{
          kind: "active",
          characterCount: 0,
          storage: "0 B of 2 GB",
          assetCount: 0,
          videoCount: 0,
          activity: [],
          course: everyLesson,
          storagePanel: null,
        }}
      />,
    );
    expect(screen.getByRole("link", { name: "Review the Course" })).toHaveAttribute("href", "/user/course");
    expect(screen.getByText("All lessons done.")).toBeInTheDocument();
    expect(screen.getByTestId("dashboard-course-progress")).toHaveTextContent("14 of 14 lessons · 100%");
  });
});
