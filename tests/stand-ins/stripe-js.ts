// A local stand-in for js.stripe.com: serves the Stripe.js stand-in script (STRIPE_JS_URL) and
// a /confirm endpoint that forwards the card confirmation to the Stripe API stand-in with the
// publishable key, as Stripe.js does from the browser. Same origin as the script, so the app's
// CSP (which allows STRIPE_JS_URL's origin) covers both.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { stripeJsSource } from "./stripe-js-script";

export async function startStripeJsStandIn(options: { stripeApiUrl: string; port?: number }) {
  const server = http.createServer((req, res) => {
    const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "content-type" };
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    if (req.method === "OPTIONS") {
      res.writeHead(204, { ...cors, "access-control-allow-methods": "POST" });
      return res.end();
    }
    if (req.method === "GET" && path.endsWith("/stripe.js")) {
      res.writeHead(200, { ...cors, "content-type": "application/javascript" });
      return res.end(stripeJsSource(`${url}/confirm`));
    }
    if (req.method === "POST" && path === "/confirm") {
      let text = "";
      req.on("data", (c) => (text += c));
      req.on("end", async () => {
        const { key, clientSecret, paymentMethod } = JSON.parse(text || "{}") as Record<string, string>;
        const id = String(clientSecret).split("_secret_")[0];
        const upstream = await fetch(`${options.stripeApiUrl}/v1/payment_intents/${id}/confirm`, {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ client_secret: clientSecret, payment_method: paymentMethod }).toString(),
        });
        res.writeHead(200, { ...cors, "content-type": "application/json" });
        res.end(await upstream.text());
      });
      return;
    }
    res.writeHead(404, cors);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    scriptUrl: `${url}/v3/stripe.js`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
