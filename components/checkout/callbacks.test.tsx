/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/query/query-client";
import { GuestCallback } from "./guest-callback";
import { AccountCallback } from "./account-callback";

let query = "";
jest.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(query) }));
const toastError = jest.fn();
jest.mock("@/lib/utils/notify", () => ({ notify: { error: (...a: unknown[]) => toastError(...a), success: jest.fn(), info: jest.fn() } }));

const assign = jest.fn();
const reload = jest.fn();
jest.mock("@/lib/utils/navigate", () => ({ navigate: { assign: (url: string) => assign(url), reload: () => reload() } }));
beforeEach(() => {
  jest.useFakeTimers();
  assign.mockReset();
  toastError.mockReset();
});
afterEach(() => jest.useRealTimers());

function respond(routes: Record<string, { status?: number; body: string }>) {
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    const r = routes[String(url)] ?? { status: 401, body: '{"message":"Not authenticated"}' };
    const status = r.status ?? 200;
    // jsdom has no fetch Response; this is the part of it the app reads.
    return { ok: status < 400, status, statusText: "", text: async () => r.body, json: async () => JSON.parse(r.body) } as Response;
  }) as typeof fetch;
}

const renderWithQuery = (ui: React.ReactNode) => render(<QueryClientProvider client={makeQueryClient()}>{ui}</QueryClientProvider>);

describe("GuestCallback", () => {
  it("shows success and goes to the server's redirect after 1 s", async () => {
    query = "payment_intent=pi_1&redirect_status=succeeded";
    respond({ "/api/confirm-guest-payment": { body: '{"success":true,"message":"ok","redirectUrl":"/user/set-password"}' } });
    renderWithQuery(<GuestCallback />);
    expect(await screen.findByText("Account created successfully!")).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(900));
    expect(assign).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(200));
    expect(assign).toHaveBeenCalledWith("/user/set-password");
  });

  it("says 'Account Found!' without signing in or moving on when the payment joined an existing account", async () => {
    query = "payment_intent=pi_1&redirect_status=succeeded";
    const message = "Your purchase has been added to the existing account for this e-mail address.";
    respond({ "/api/confirm-guest-payment": { body: JSON.stringify({ success: true, existingAccount: true, message, redirectUrl: "/auth" }) } });
    renderWithQuery(<GuestCallback />);
    expect(await screen.findByRole("heading", { name: "Account Found!" })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText("Account created successfully!")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Login Page" })).toHaveAttribute("href", "/auth");
    await act(async () => jest.advanceTimersByTime(5000));
    expect(assign).not.toHaveBeenCalled();
  });

  it("on a non-JSON answer toasts, explains, and returns to /checkout after 3 s", async () => {
    query = "payment_intent=pi_1&redirect_status=succeeded";
    respond({ "/api/confirm-guest-payment": { status: 502, body: "<html>" } });
    renderWithQuery(<GuestCallback />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Server returned invalid response format");
    expect(toastError).toHaveBeenCalledWith("Payment Processing Failed", { description: "Server returned invalid response format" });
    expect(screen.getByText(/Your payment is secure/)).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(3000));
    expect(assign).toHaveBeenCalledWith("/checkout");
  });
});

describe("AccountCallback", () => {
  it("goes straight to the error for a failed redirect_status, with Try Again reloading", async () => {
    query = "payment_intent=pi_1&redirect_status=failed";
    respond({
      "/api/user": { body: '{"id":"u","email":"a@b.co","hasPassword":true}' },
      "/api/user/purchase": { body: '{"hasPurchase":false,"purchase":null}' },
    });
    renderWithQuery(<AccountCallback />);
    expect(await screen.findByText("Payment Error")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Payment was not successful or payment information is missing");
    expect(global.fetch).not.toHaveBeenCalledWith("/api/confirm-guest-payment", expect.anything());
    jest.useRealTimers();
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(reload).toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/user/dashboard");
  });

  it("confirms, shows success, and sends set-password to the dashboard after 500 ms", async () => {
    query = "payment_intent=pi_1&redirect_status=succeeded";
    respond({
      "/api/user": { body: '{"id":"u","email":"a@b.co","hasPassword":false}' },
      "/api/user/purchase": { body: '{"hasPurchase":false,"purchase":null}' },
      "/api/confirm-guest-payment": { body: '{"success":true,"message":"ok","redirectUrl":"/user/set-password"}' },
    });
    renderWithQuery(<AccountCallback />);
    expect(await screen.findByText("Payment Successful!")).toBeInTheDocument();
    expect(screen.getByText(/Your character purchase has been confirmed/)).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(500));
    expect(assign).toHaveBeenCalledWith("/user/dashboard");
  });
});
