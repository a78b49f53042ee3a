/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { NavLink } from "./nav-link";

let pathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

const current = (href: string) => {
  const { unmount } = render(<NavLink href={href}>Link</NavLink>);
  const value = screen.getByRole("link", { name: "Link" }).getAttribute("aria-current");
  unmount();
  return value;
};

it("marks its own page, stays lit under its section, and never lights Home for every page", () => {
  pathname = "/user/characters";
  expect(current("/user/characters")).toBe("page");
  pathname = "/user/characters/6f1f7a2e-8a0e-4c55-9d1b-2f0f6b7c3e11";
  expect(current("/user/characters")).toBe("true");
  expect(current("/user/dashboard")).toBeNull();
  expect(current("/")).toBeNull();
  pathname = "/user/characters-archive";
  expect(current("/user/characters")).toBeNull();
  pathname = "/Products";
  expect(current("/products")).toBe("page");
});
