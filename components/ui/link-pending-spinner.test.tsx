/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { LinkPendingSpinner } from "./link-pending-spinner";

let pending = false;
jest.mock("next/link", () => ({ useLinkStatus: () => ({ pending }) }));

it("shows a spinner named for the page only while the link's navigation is pending", () => {
  const { rerender } = render(<LinkPendingSpinner label="Loading dashboard" />);
  expect(screen.queryByRole("status")).toBeNull();
  pending = true;
  rerender(<LinkPendingSpinner label="Loading dashboard" />);
  expect(screen.getByRole("status", { name: "Loading dashboard" })).toHaveClass("absolute");
});
