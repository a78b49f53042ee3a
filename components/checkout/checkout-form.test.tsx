/** @jest-environment jsdom */
import { webcrypto } from "node:crypto";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/query/query-client";
import { CheckoutForm } from "./checkout-form";

const toastError = jest.fn();
jest.mock("@/lib/utils/notify", () => ({ notify: { error: (...a: unknown[]) => toastError(...a), success: jest.fn(), info: jest.fn() } }));

type Reply = { status?: number; statusText?: string; body: string } | "network-error";
let replies: Record<string, Reply>;
const calls: { url: string; body: unknown }[] = [];

beforeAll(() => {
  Object.defineProperty(globalThis, "crypto", {
    value: { randomUUID: () => "3b241101-e2bb-4255-8caf-4136c566a962", getRandomValues: <T extends Uint8Array>(bytes: T) => webcrypto.getRandomValues(bytes) },
  });
});
beforeEach(() => {
  toastError.mockReset();
  calls.length = 0;
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const r = replies[String(url)] ?? { status: 401, body: '{"message":"Not authenticated"}' };
    if (r === "network-error") throw new TypeError("Failed to fetch");
    const status = r.status ?? 200;
    // jsdom has no fetch Response; this is the part of it the app reads.
    return { ok: status < 400, status, statusText: r.statusText ?? "", text: async () => r.body, json: async () => JSON.parse(r.body) } as Response;
  }) as typeof fetch;
});

const demoIntent =
  '{"free":false,"clientSecret":"pi_demo_1_secret_2","paymentIntentId":"pi_demo_1","mode":"demo","publishableKey":null,"stripeJsUrl":null,"baseCents":3999,"discountCents":0,"amountCents":3999,"currency":"usd","discountCode":null,"priceChanged":false}';
const renderForm = (props: { productId?: string; prefillEmail?: string } = {}) =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <CheckoutForm {...props} />
    </QueryClientProvider>,
  );

describe("CheckoutForm", () => {
  it("shows 'Preparing checkout...' until the client secret arrives, then the labelled demo panel", async () => {
    let release: () => void = () => {};
    replies = { "/api/create-guest-payment-intent": { body: demoIntent } };
    const gate = new Promise<void>((r) => (release = r));
    const inner = global.fetch;
    global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).includes("create-guest")) await gate;
      return inner(...args);
    }) as typeof fetch;
    renderForm();
    expect(screen.getByText("Preparing checkout...")).toBeInTheDocument();
    release();
    expect(await screen.findByText("Demo mode: no real payment is taken")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Complete Purchase - $39.99" })).toBeEnabled();
    // Stripe takes no payment in demo mode, so its badge is not shown (issue 44).
    expect(screen.queryByTestId("powered-by")).toBeNull();
    expect(screen.queryByText(/Powered by/)).toBeNull();
  });

  it("offers the login page when an account exists for the e-mail, and lets the buyer change it", async () => {
    replies = { "/api/create-guest-payment-intent": { body: demoIntent }, "/api/check-user-exists": { body: '{"exists":true}' } };
    renderForm();
    const email = screen.getByLabelText("Email");
    await userEvent.type(email, "Known@Example.com");
    await userEvent.tab();
    expect(await screen.findByText("Account Found!")).toBeInTheDocument();
    expect(calls).toContainEqual({ url: "/api/check-user-exists", body: { email: "known@example.com" } });
    expect(screen.getByRole("link", { name: "Go to Login Page" })).toHaveAttribute("href", "/auth");
    await userEvent.click(screen.getByRole("button", { name: "Use a different email address" }));
    expect(screen.queryByText("Account Found!")).not.toBeInTheDocument();
    expect(email).toHaveValue("");
  });

  it("updates the same intent (by its client secret) when the e-mail changes", async () => {
    replies = { "/api/create-guest-payment-intent": { body: demoIntent }, "/api/check-user-exists": { body: '{"exists":false}' } };
    renderForm();
    await screen.findByText("Demo mode: no real payment is taken");
    await userEvent.type(screen.getByLabelText("Email"), "new@example.com");
    await userEvent.tab();
    await waitFor(() => expect(calls.filter((c) => c.url === "/api/create-guest-payment-intent")).toHaveLength(2));
    expect(calls.filter((c) => c.url === "/api/create-guest-payment-intent")[1].body).toMatchObject({
      email: "new@example.com",
      clientSecret: "pi_demo_1_secret_2",
    });
  });

  it("applies a code on the server and shows its total; a refused code shows the server's message", async () => {
    replies = { "/api/create-guest-payment-intent": { body: demoIntent } };
    renderForm();
    await screen.findByText("Demo mode: no real payment is taken");
    await userEvent.click(screen.getByRole("button", { name: "Have a code?" }));
    replies["/api/create-guest-payment-intent"] = { status: 400, body: '{"message":"This code is not valid."}' };
    await userEvent.type(screen.getByLabelText("Discount code"), "nope");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This code is not valid.");
    replies["/api/create-guest-payment-intent"] = {
      body: demoIntent
        .replace('"discountCents":0,"amountCents":3999', '"discountCents":1000,"amountCents":2999')
        .replace('"discountCode":null', '"discountCode":"SAVE25"'),
    };
    await userEvent.clear(screen.getByLabelText("Discount code"));
    await userEvent.type(screen.getByLabelText("Discount code"), "save25");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByTestId("checkout-total")).toHaveTextContent("Total$29.99");
    expect(screen.getByRole("button", { name: "Complete Purchase - $29.99" })).toBeEnabled();
    // The browser sends the code, never an amount.
    const sent = calls.filter((c) => c.url === "/api/create-guest-payment-intent").at(-1)!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ discountCode: "save25" });
    expect(Object.keys(sent)).not.toContain("amountCents");
  });

  it("shows the e-mail rule and does not pay with an invalid address", async () => {
    replies = { "/api/create-guest-payment-intent": { body: demoIntent } };
    renderForm();
    await screen.findByText("Demo mode: no real payment is taken");
    await userEvent.type(screen.getByLabelText("Email"), "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "Complete Purchase - $39.99" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(calls.some((c) => c.url === "/api/demo-payments/confirm")).toBe(false);
  });

  it("prefills a signed-in buyer's e-mail read-only", async () => {
    replies = { "/api/create-guest-payment-intent": { body: demoIntent } };
    renderForm({ prefillEmail: "me@example.com" });
    expect(screen.getByLabelText("Email")).toHaveValue("me@example.com");
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
  });

  it.each([
    [{ status: 500, statusText: "Internal Server Error", body: "{}" }, "HTTP 500: Internal Server Error"],
    [{ body: "{}" }, "No client secret received"],
    ["network-error" as const, "Failed to initialize checkout. Please refresh the page."],
  ])("toasts 'Checkout Error' when the intent cannot be created (%#)", async (reply, description) => {
    replies = { "/api/create-guest-payment-intent": reply };
    renderForm();
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Checkout Error", { description }));
    // The page stops saying it is preparing: it says the checkout failed and offers to try again.
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.queryByText("Preparing checkout...")).not.toBeInTheDocument();
  });

  it("shows the server's reason when the checkout is refused, and starts it again on Try again", async () => {
    replies = {
      "/api/create-guest-payment-intent": { status: 429, statusText: "Too Many Requests", body: '{"message":"Too many attempts. Try again in 5 minutes."}' },
    };
    renderForm();
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Try again in 5 minutes.");
    replies = { "/api/create-guest-payment-intent": { body: demoIntent } };
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Demo mode: no real payment is taken")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("says so when the price changed under the page, and does not pay the old intent (issue 42)", async () => {
    replies = { "/api/create-guest-payment-intent": { body: demoIntent } };
    renderForm();
    await screen.findByText("Demo mode: no real payment is taken");
    expect(screen.queryByText(/The price changed/)).not.toBeInTheDocument();
    // Meanwhile the operator raised the price: the server cancelled the page's intent and answers a fresh one.
    replies["/api/create-guest-payment-intent"] = {
      body: demoIntent
        .replace(/pi_demo_1/g, "pi_demo_9")
        .replace('"baseCents":3999,"discountCents":0,"amountCents":3999', '"baseCents":4499,"discountCents":0,"amountCents":4499')
        .replace('"priceChanged":false', '"priceChanged":true'),
    };
    await userEvent.type(screen.getByLabelText("Email"), "buyer@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Complete Purchase - $39.99" }));
    expect(await screen.findByRole("status")).toHaveTextContent("The price changed since this checkout was opened: it is now $44.99.");
    expect(await screen.findByRole("button", { name: "Complete Purchase - $44.99" })).toBeEnabled();
    expect(calls.some((c) => c.url === "/api/demo-payments/confirm")).toBe(false);
  });

  it("after a signed-out free order, says the set-password link was e-mailed and stays on the page (issue 42)", async () => {
    const freeQuote = demoIntent
      .replace('"free":false,"clientSecret":"pi_demo_1_secret_2","paymentIntentId":"pi_demo_1"', '"free":true,"clientSecret":null,"paymentIntentId":null')
      .replace('"discountCents":0,"amountCents":3999', '"discountCents":3999,"amountCents":0')
      .replace('"discountCode":null', '"discountCode":"GIFT"');
    replies = {
      "/api/create-guest-payment-intent": { body: freeQuote },
      "/api/checkout/free-order": {
        body: JSON.stringify({
          success: true,
          checkEmail: true,
          redirectUrl: "/auth",
          message: "Your order is complete. We've e-mailed new@example.com a link to set your password; open it to reach your purchase.",
        }),
      },
    };
    replies["/api/check-user-exists"] = { body: '{"exists":false}' };
    renderForm();
    await userEvent.type(await screen.findByLabelText("Email"), "new@example.com");
    await userEvent.tab();
    await waitFor(() => expect(calls.filter((c) => c.url === "/api/create-guest-payment-intent")).toHaveLength(2));
    await userEvent.click(await screen.findByRole("button", { name: "Complete free order" }));
    await waitFor(() => expect(calls.map((c) => c.url)).toContain("/api/checkout/free-order"));
    expect(await screen.findByRole("status")).toHaveTextContent("Check your e-mail");
    expect(screen.getByRole("status")).toHaveTextContent("We've e-mailed new@example.com a link to set your password");
    expect(screen.queryByRole("button", { name: "Complete free order" })).not.toBeInTheDocument();
  });
});
