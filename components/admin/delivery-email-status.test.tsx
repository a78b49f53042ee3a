/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import { DeliveryEmailStatus } from "./delivery-email-status";

const router = { refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

const ORDER = "8d7c0a5e-0000-4000-8000-000000000001";
const RESEND = `POST /api/admin/orders/${ORDER}/delivery-email`;

beforeEach(() => jest.clearAllMocks());

it("says when the e-mail went, in UTC, and offers no resend", () => {
  renderWithQueries(<DeliveryEmailStatus orderId={ORDER} sentAt={new Date("2026-11-25T09:05:00Z")} mailServer />);
  expect(screen.getByText(/E-mail to the buyer: sent/)).toHaveTextContent("E-mail to the buyer: sent Nov 25, 2026, 9:05 AM UTC.");
  expect(screen.queryByRole("button")).toBeNull();
});

it("without a mail server says the e-mail is queued, not sent, and links to the outbox (issue 44)", () => {
  renderWithQueries(<DeliveryEmailStatus orderId={ORDER} sentAt={new Date("2026-11-25T09:05:00Z")} mailServer={false} />);
  const line = screen.getByText(/E-mail to the buyer: queued/);
  expect(line).toHaveTextContent(
    "E-mail to the buyer: queued Nov 25, 2026, 9:05 AM UTC, not sent. Queued: this server has no mail server yet; read it in the outbox.",
  );
  expect(line).not.toHaveTextContent(/: sent/);
  expect(screen.getByRole("link", { name: "outbox" })).toHaveAttribute("href", "/admin/outbox");
});

it("warns that it was not sent; the button sends it again and refreshes the page", async () => {
  const calls = fakeFetch({ [RESEND]: { status: 200, body: { emailed: true, sentAt: "2026-11-25T09:05:00.000Z" } } });
  renderWithQueries(<DeliveryEmailStatus orderId={ORDER} sentAt={null} mailServer />);
  expect(screen.getByText(/The mail server did not take it/)).toHaveTextContent(
    "E-mail to the buyer: not sent. The mail server did not take it, so the buyer may not know the delivery is ready.",
  );
  await userEvent.setup().click(screen.getByRole("button", { name: "Send the e-mail again" }));
  await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
  expect(calls).toEqual([{ method: "POST", path: `/api/admin/orders/${ORDER}/delivery-email`, body: undefined }]);
});

it("shows the server's reason when the resend is refused, and lets the operator try again", async () => {
  fakeFetch({ [RESEND]: { status: 503, body: { message: "The mail server did not take the e-mail, so it is still not sent." } } });
  renderWithQueries(<DeliveryEmailStatus orderId={ORDER} sentAt={null} mailServer />);
  await userEvent.setup().click(screen.getByRole("button", { name: "Send the e-mail again" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("The mail server did not take the e-mail, so it is still not sent.");
  expect(router.refresh).not.toHaveBeenCalled();
  expect(screen.getByRole("button", { name: "Send the e-mail again" })).toBeEnabled();
});
