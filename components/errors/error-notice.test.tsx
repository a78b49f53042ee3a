/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CharacterError from "@/app/user/characters/[id]/error";
import PageError from "@/app/error";

it("a segment's error page names what failed, retries on click and offers the way back", async () => {
  const retry = jest.fn();
  render(<CharacterError error={new Error("db down")} retry={retry} reset={jest.fn()} />);
  expect(screen.getByRole("heading", { name: "This character could not be opened" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Back to Characters" })).toHaveAttribute("href", "/user/characters");
  await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
  expect(retry).toHaveBeenCalledTimes(1);
});

it("shows a server error's digest (what the server log names), never its message", () => {
  const error = Object.assign(new Error("An error occurred in the Server Components render."), { digest: "3141592653" });
  render(<PageError error={error} retry={jest.fn()} reset={jest.fn()} />);
  expect(screen.getByText("Reference: 3141592653")).toBeInTheDocument();
  expect(screen.queryByText(/Server Components render/)).toBeNull();
});
