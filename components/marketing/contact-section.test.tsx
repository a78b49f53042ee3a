/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import { notify } from "@/lib/utils/notify";
import { ContactSection } from "./contact-section";
import { ContactButton } from "./contact-button";

jest.mock("@/lib/utils/notify", () => ({ notify: { success: jest.fn(), info: jest.fn(), error: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());

it("keeps what was typed while the validating form loads, then sends it", async () => {
  const calls = fakeFetch({ "POST /api/contact": { status: 201, body: { success: true } } });
  renderWithQueries(<ContactSection />);
  const user = userEvent.setup();
  // The first keystrokes land in the static form; focusing it loads the real one.
  await user.type(screen.getByLabelText("Name"), "Grace");
  await user.type(screen.getByLabelText("Name"), " Hopper");
  expect(screen.getByLabelText("Name")).toHaveValue("Grace Hopper");
  await user.type(screen.getByLabelText("Email"), "grace@example.com");
  await user.selectOptions(screen.getByLabelText("Plan"), "management-starter");
  await user.type(screen.getByLabelText("Message"), "Two characters, twenty posts a month.");
  await user.click(screen.getByRole("button", { name: "Send Request" }));
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Request sent!", expect.anything()));
  expect(calls.filter((c) => c.method === "POST")).toEqual([
    {
      method: "POST",
      path: "/api/contact",
      body: {
        name: "Grace Hopper",
        email: "grace@example.com",
        plan: "management-starter",
        message: "Two characters, twenty posts a month.",
        website: "",
        marketingConsent: false,
      },
    },
  ]);
  expect(screen.getByLabelText("Name")).toHaveValue("");
});

it("sends news only to a visitor who ticks the box, which starts unticked and keeps its tick through the hand-over", async () => {
  const calls = fakeFetch({ "POST /api/contact": { status: 201, body: { success: true } } });
  renderWithQueries(<ContactSection />);
  const user = userEvent.setup();
  const box = () => screen.getByRole("checkbox", { name: /send me occasional news and offers by e-mail/ });
  expect(box()).not.toBeChecked();
  // The first click lands on the static form's box; the validating form takes its state over.
  await user.click(box());
  await waitFor(() => expect(box()).toBeChecked());
  await user.type(screen.getByLabelText("Name"), "Grace Hopper");
  await user.type(screen.getByLabelText("Email"), "grace@example.com");
  await user.type(screen.getByLabelText("Message"), "Two characters, twenty posts a month.");
  await user.click(screen.getByRole("button", { name: "Send Request" }));
  await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
  expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({ email: "grace@example.com", marketingConsent: true });
  await waitFor(() => expect(box()).not.toBeChecked()); // the next request asks again
});

it("validates a Send pressed before the form's script has arrived, sending nothing", async () => {
  const calls = fakeFetch({});
  renderWithQueries(<ContactSection />);
  // A submit with no focus or pointer first: the earliest possible press.
  screen.getByRole("button", { name: "Send Request" }).closest("form")!.requestSubmit();
  expect(await screen.findByText("Please enter your name")).toBeInTheDocument();
  expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

it("a contact button loads the form, titles it, preselects its plan and focuses the name", async () => {
  fakeFetch({});
  renderWithQueries(
    <>
      <ContactButton title="Get Custom Quote" plan="management-enterprise" />
      <ContactSection />
    </>,
  );
  Element.prototype.scrollIntoView = jest.fn();
  await userEvent.setup().click(screen.getByRole("button", { name: "Get Custom Quote" }));
  expect(await screen.findByRole("heading", { name: "Get Custom Quote" })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText("Name")).toHaveFocus());
  expect(screen.getByLabelText("Plan")).toHaveValue("management-enterprise");
});
