import { signId, verifySignedId } from "./signed-id.server";

it("gives back the id it signed", () => {
  const signed = signId("oauth-state", "3f1c");
  expect(signed).toMatch(/^3f1c\.[0-9a-f]{64}$/);
  expect(verifySignedId("oauth-state", signed)).toBe("3f1c");
});

it("keeps a separator other than the dot (Stripe-shaped client secrets)", () => {
  const secret = signId("demo-intent", "pi_demo_ab12", "_secret_");
  expect(secret).toMatch(/^pi_demo_ab12_secret_[0-9a-f]{64}$/);
  expect(verifySignedId("demo-intent", secret, "_secret_")).toBe("pi_demo_ab12");
});

it("refuses a proof made for another purpose, another id, or altered", () => {
  const signed = signId("oauth-state", "3f1c");
  expect(verifySignedId("checkout-binding", signed)).toBeNull();
  expect(verifySignedId("oauth-state", signed.replace("3f1c", "3f1d"))).toBeNull();
  const flipped = signed.slice(0, -1) + (signed.endsWith("0") ? "1" : "0");
  expect(verifySignedId("oauth-state", flipped)).toBeNull();
  expect(verifySignedId("oauth-state", "3f1c")).toBeNull();
  expect(verifySignedId("oauth-state", ".abc")).toBeNull();
  expect(verifySignedId("oauth-state", `${signed}x`)).toBeNull();
});
