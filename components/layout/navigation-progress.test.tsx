/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ProgressProvider } from "@bprogress/react";
import { LinkClickProgress, siteNavigationTarget } from "./navigation-progress";

const here = new URL("https://studio.example/user/dashboard?tab=1");
const plainClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

function link(html: string) {
  document.body.innerHTML = html;
  return document.querySelector("[data-click]") ?? document.querySelector("a")!;
}

it("counts a plain click on a link to another page of the site, from the link or anything inside it", () => {
  expect(siteNavigationTarget(plainClick, link('<a href="/user/characters">Characters</a>'), here)?.pathname).toBe("/user/characters");
  expect(siteNavigationTarget(plainClick, link('<a href="/services"><span data-click>Services</span></a>'), here)?.pathname).toBe("/services");
  expect(siteNavigationTarget(plainClick, link('<a href="https://studio.example/products">Products</a>'), here)?.pathname).toBe("/products");
});

it("leaves out clicks that open elsewhere, download, leave the site, stay on the page or are not plain", () => {
  expect(siteNavigationTarget(plainClick, link('<a href="/services" target="_blank">Services</a>'), here)).toBeNull();
  expect(siteNavigationTarget(plainClick, link('<a href="/api/export" download>Export</a>'), here)).toBeNull();
  expect(siteNavigationTarget(plainClick, link('<a href="https://stripe.com/">Stripe</a>'), here)).toBeNull();
  expect(siteNavigationTarget(plainClick, link('<a href="mailto:help@studio.example">Mail</a>'), here)).toBeNull();
  expect(siteNavigationTarget(plainClick, link('<a href="/user/dashboard?tab=2">Tab 2</a>'), here)).toBeNull();
  expect(siteNavigationTarget(plainClick, link('<a href="#top">Top</a>'), here)).toBeNull();
  expect(siteNavigationTarget(plainClick, link('<a href="http://[not-a-host">Broken</a>'), here)).toBeNull();
  expect(siteNavigationTarget(plainClick, link('<div data-prevent-progress="true"><a href="/services">Services</a></div>'), here)).toBeNull();
  expect(siteNavigationTarget(plainClick, link("<button data-click>Save</button>"), here)).toBeNull();
  const services = () => link('<a href="/services">Services</a>');
  expect(siteNavigationTarget({ ...plainClick, ctrlKey: true }, services(), here)).toBeNull();
  expect(siteNavigationTarget({ ...plainClick, button: 1 }, services(), here)).toBeNull();
  expect(siteNavigationTarget({ ...plainClick, defaultPrevented: true }, services(), here)).toBeNull();
});

it("shows the bar 150 ms after a click on a link that was on the page before it mounted and never changed", () => {
  jest.useFakeTimers();
  // Static HTML, as a server-rendered page that never changes after hydration has it.
  document.body.innerHTML = '<a href="/services">Services</a><div id="app"></div>';
  screen.getByRole("link", { name: "Services" }).addEventListener("click", (event) => event.preventDefault());
  render(
    <ProgressProvider delay={150}>
      <LinkClickProgress />
    </ProgressProvider>,
    { container: document.getElementById("app")! },
  );
  fireEvent.click(screen.getByRole("link", { name: "Services" }));
  act(() => jest.advanceTimersByTime(100));
  expect(document.querySelector(".bprogress .bar")).toBeNull();
  act(() => jest.advanceTimersByTime(60));
  expect(document.querySelector(".bprogress .bar")).not.toBeNull();
  jest.useRealTimers();
});
