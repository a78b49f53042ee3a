/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { listHref, Pager } from "./pager";

it("keeps only the filters that are set, and the page past the first", () => {
  expect(listHref("/admin/orders", { q: "a@b.test", status: undefined })).toBe("/admin/orders?q=a%40b.test");
  expect(listHref("/admin/orders", { q: "", status: "paid" }, 3)).toBe("/admin/orders?status=paid&page=3");
  expect(listHref("/admin/leads", {}, 1)).toBe("/admin/leads");
});

it("says where you are and links only to pages that exist", () => {
  const hrefFor = (p: number) => `/admin/leads?page=${p}`;
  const { rerender } = render(<Pager page={1} pages={3} summary="51 leads" hrefFor={hrefFor} />);
  expect(screen.getByRole("navigation", { name: "Pages" })).toHaveTextContent("51 leads · page 1 of 3");
  expect(screen.queryByRole("link", { name: /Newer/ })).toBeNull();
  expect(screen.getByRole("link", { name: /Older/ })).toHaveAttribute("href", "/admin/leads?page=2");
  rerender(<Pager page={3} pages={3} summary="51 leads" hrefFor={hrefFor} />);
  expect(screen.getByRole("link", { name: /Newer/ })).toHaveAttribute("href", "/admin/leads?page=2");
  expect(screen.queryByRole("link", { name: /Older/ })).toBeNull();
  rerender(<Pager page={1} pages={0} summary="0 leads" hrefFor={hrefFor} />);
  expect(screen.getByRole("navigation", { name: "Pages" })).toHaveTextContent("0 leads · page 1 of 1");
});
