/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { DashboardView } from "./dashboard-view";

it("signed out: asks to log in with a Sign In link to /auth", () => {
  render(<DashboardView state={{ kind: "signed-out" }} />);
  expect(screen.getByText("Please log in to access your dashboard")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
});

it("loading: a spinner", () => {
  render(<DashboardView state={{ kind: "loading" }} />);
  expect(screen.getByRole("status")).toBeInTheDocument();
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
  render(<DashboardView state={{ kind: "active", characterCount: 2, activity, storagePanel: <div>STORAGE</div> }} />);
  expect(screen.getByText("AI Character Creation Active")).toBeInTheDocument();
  expect(screen.getByTestId("stat-Characters Created")).toHaveTextContent("2");
  expect(screen.getByTestId("stat-Assets Generated")).toHaveTextContent("200+");
  expect(screen.getByTestId("stat-Videos Created")).toHaveTextContent("0");
  expect(screen.getByRole("link", { name: /View Characters/ })).toHaveAttribute("href", "/user/characters");
  expect(screen.getByRole("link", { name: /Test AI Services/ })).toHaveAttribute("href", "/tests/ai");
  expect(screen.getByText("STORAGE")).toBeInTheDocument();
  const items = screen.getAllByRole("listitem").map((li) => li.textContent);
  expect(items[0]).toContain("Profile saved");
  expect(items[1]).toContain("Character created");
});

it("with a purchase and no characters: Create First Character", () => {
  render(<DashboardView state={{ kind: "active", characterCount: 0, activity: [], storagePanel: null }} />);
  expect(screen.getByRole("link", { name: /Create First Character/ })).toBeInTheDocument();
  expect(screen.getByText(/No activity yet/)).toBeInTheDocument();
});
