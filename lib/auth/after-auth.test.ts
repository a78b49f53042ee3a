/** @jest-environment jsdom */
import { rememberRedirectAfterAuth, safeRedirectPath, signInHref, takeRedirectAfterAuth } from "./after-auth";

describe("safeRedirectPath", () => {
  it.each([
    ["/user/characters", "/user/characters"],
    ["/user/characters?step=voice#top", "/user/characters?step=voice#top"],
    ["/user/../products", "/products"],
  ])("keeps the same-site path %j", (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    "",
    "user/characters",
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "javascript:alert(1)",
    // Dot segments that normalise to a protocol-relative path (issue 29 item 7).
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/a/..//evil.example",
    "/./\\evil.example",
  ])("refuses %j", (raw) => {
    expect(safeRedirectPath(raw)).toBeUndefined();
  });
});

it("signInHref carries the path in ?next, and drops an unsafe one", () => {
  expect(signInHref("/user/characters?x=1&y=2")).toBe("/auth?next=%2Fuser%2Fcharacters%3Fx%3D1%26y%3D2");
  expect(signInHref("//evil.example")).toBe("/auth");
});

it("stores a path once and forgets it when read", () => {
  rememberRedirectAfterAuth("/user/course");
  expect(takeRedirectAfterAuth()).toBe("/user/course");
  expect(takeRedirectAfterAuth()).toBeUndefined();
  rememberRedirectAfterAuth("//evil.example");
  expect(sessionStorage.getItem("redirectAfterAuth")).toBeNull();
});
