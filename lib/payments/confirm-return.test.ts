import { confirmReturn } from "./confirm-return";
import { afterPurchaseUrl } from "@/components/checkout/account-callback";

// confirmReturn calls the global fetch (through postJson); each test installs its answer there.
const answer = (body: string, status = 200) => (global.fetch = jest.fn(async () => new Response(body, { status })) as unknown as typeof fetch);
const params = (query: string) => new URLSearchParams(query);

describe("confirmReturn", () => {
  it("needs payment_intent: 'Missing payment information', and calls nothing", async () => {
    const fetcher = answer("{}");
    expect(await confirmReturn(params("redirect_status=succeeded"))).toEqual({ ok: false, reason: "params", message: "Missing payment information" });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("needs redirect_status=succeeded: 'Payment was not successful'", async () => {
    const fetcher = answer("{}");
    expect(await confirmReturn(params("payment_intent=pi_1&redirect_status=failed"))).toEqual({
      ok: false,
      reason: "params",
      message: "Payment was not successful",
    });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("reports a non-JSON answer as 'Server returned invalid response format'", async () => {
    answer("<html>Bad gateway</html>", 502);
    const result = await confirmReturn(params("payment_intent=pi_1&redirect_status=succeeded"));
    expect(result).toEqual({ ok: false, reason: "exception", message: "Server returned invalid response format" });
  });

  it("passes on the server's message when confirmation fails", async () => {
    answer('{"message":"Payment has not been completed"}', 409);
    const result = await confirmReturn(params("payment_intent=pi_1&redirect_status=succeeded"));
    expect(result).toEqual({ ok: false, reason: "server", message: "Payment has not been completed" });
  });

  it("posts the intent id and returns the redirect", async () => {
    const fetcher = answer('{"success":true,"message":"Account created successfully!","redirectUrl":"/user/set-password"}');
    const result = await confirmReturn(params("payment_intent=pi_1&redirect_status=succeeded"));
    expect(result).toEqual({ ok: true, message: "Account created successfully!", redirectUrl: "/user/set-password" });
    expect(fetcher).toHaveBeenCalledWith(
      "/api/confirm-guest-payment",
      expect.objectContaining({ method: "POST", credentials: "include", body: '{"paymentIntentId":"pi_1"}' }),
    );
  });
});

it("says when the payment joined an existing account", async () => {
  answer('{"success":true,"existingAccount":true,"message":"Added to the existing account","redirectUrl":"/auth"}');
  const result = await confirmReturn(params("payment_intent=pi_1&redirect_status=succeeded"));
  expect(result).toEqual({ ok: true, existingAccount: true, message: "Added to the existing account", redirectUrl: "/auth" });
});

describe("afterPurchaseUrl (signed-in return)", () => {
  it("sends set-password to the dashboard, follows other URLs, defaults to the dashboard", () => {
    expect(afterPurchaseUrl("/user/set-password")).toBe("/user/dashboard");
    expect(afterPurchaseUrl("/user/course")).toBe("/user/course");
    expect(afterPurchaseUrl(undefined)).toBe("/user/dashboard");
  });
});
