import { test, expect } from "./fixtures";

test("a seeded buyer is signed in and sees the signed-in header", async ({ page, buyer }) => {
  await page.goto("/");
  await expect(page.getByTestId("header-user")).toHaveText(buyer.email.split("@")[0]);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Characters" })).toHaveAttribute("href", "/user/characters");
});
