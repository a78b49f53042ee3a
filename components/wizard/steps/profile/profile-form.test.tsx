/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import { PROFILE_DEFAULTS } from "@/lib/validation/profile";
import { ProfileForm } from "./profile-form";

jest.mock("@/lib/utils/notify", () => ({ notify: { success: jest.fn(), info: jest.fn(), error: jest.fn() } }));

const ID = "6f1f7a2e-8a0e-4c55-9d1b-2f0f6b7c3e11";
const character = { name: "Ava Stone", niche: "Fitness & Health", gender: "female", age: 27 };
const form = () => renderWithQueries(<ProfileForm characterId={ID} initial={{ ...PROFILE_DEFAULTS, headline: "Saved headline" }} character={character} />);

beforeEach(() => window.sessionStorage.clear());

it("brings unsaved edits back after the step is left or the page reloaded, until they are saved", async () => {
  fakeFetch({ [`PUT /api/user/characters/${ID}/profile`]: { status: 200, body: { ...PROFILE_DEFAULTS, headline: "Edited headline" } } });
  const first = form();
  const headline = screen.getByLabelText("Headline");
  await userEvent.clear(headline);
  await userEvent.type(headline, "Edited headline");
  first.unmount();

  const second = form();
  expect(screen.getByLabelText("Headline")).toHaveValue("Edited headline");
  expect(screen.getByRole("button", { name: /Save Profile/ })).toBeEnabled();
  expect(screen.getByRole("status")).toHaveTextContent("Your unsaved changes are back. Save Profile to keep them.");
  await userEvent.click(screen.getByRole("button", { name: /Save Profile/ }));
  await waitFor(() => expect(screen.getByRole("button", { name: /Profile Saved/ })).toBeDisabled());
  second.unmount();

  form();
  expect(screen.getByLabelText("Headline")).toHaveValue("Saved headline");
  expect(screen.getByRole("button", { name: /Profile Saved/ })).toBeDisabled();
});

it("has no Verified box, and shows the public page's link once Public profile is saved on", async () => {
  fakeFetch({ [`PUT /api/user/characters/${ID}/profile`]: { status: 200, body: { ...PROFILE_DEFAULTS, isPublic: true, publicPath: "/c/ava-stone-6f1f7a" } } });
  form();
  expect(screen.queryByLabelText("Verified")).toBeNull();
  expect(screen.getByTestId("public-page-status")).toHaveTextContent(
    'Tick Public profile and save to publish a page at a short link with the name, headshot, about me, social links and latest draft video. While it is off, visitors get "not found".',
  );
  await userEvent.click(screen.getByLabelText("Public profile"));
  await userEvent.click(screen.getByRole("button", { name: /Save Profile/ }));
  await waitFor(() => expect(screen.getByRole("link", { name: "/c/ava-stone-6f1f7a" })).toHaveAttribute("href", "/c/ava-stone-6f1f7a"));
  expect(screen.getByTestId("public-page-status")).toHaveTextContent("Your public page is live at /c/ava-stone-6f1f7a");
});
