// A local stand-in of the Stripe API (payment_intents create/retrieve (expand latest_charge)/update/confirm/cancel, refunds create) on
// 127.0.0.1, answering with Stripe's real response and error shapes, so the `stripe` SDK can be
// pointed at it (STRIPE_API_BASE). Optionally forwards signed events to a webhook URL the way
// `stripe listen --forward-to` does. Refunds and disputes made in the Dashboard are played by
// refund(), openDispute() and closeDispute(), which return the charge or dispute object their
// event carries. Shared by integration tests and the e2e server.
import http from "node:http";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export const STAND_IN_SECRET_KEY = "sk_test_standin_0123456789";
export const STAND_IN_PUBLISHABLE_KEY = "pk_test_standin_0123456789";

type Intent = Record<string, unknown> & { id: string; status: string; amount: number; client_secret: string; metadata: Record<string, string> };
type Options = { port?: number; webhook?: { url: string; secret: string } };

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** A Stripe event around an object, signed for a webhook secret (header "stripe-signature"). */
export function signedEvent(type: string, object: object, secret: string, options: { id?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify({
    id: options.id ?? id("evt"),
    object: "event",
    api_version: "2025-01-27.acacia",
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  const header = new Stripe(STAND_IN_SECRET_KEY).webhooks.generateTestHeaderString({ payload, secret, timestamp: options.timestamp });
  return { payload, header };
}

/** Parses Stripe's form encoding (metadata[email]=x, automatic_payment_methods[enabled]=true). */
function parseForm(text: string) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const m = key.match(/^([^[]+)\[([^\]]*)\]$/);
    if (m) ((out[m[1]] ??= {}) as Record<string, string>)[m[2]] = value;
    else out[key] = value;
  }
  return out;
}

function stripeError(status: number, type: string, message: string, extra: object = {}) {
  return { status, body: { error: { type, message, ...extra } } };
}

export async function startStripeStandIn(options: Options = {}) {
  const intents = new Map<string, Intent>();
  const idempotent = new Map<string, { params: string; body: unknown }>();
  const disputes = new Map<string, Record<string, unknown> & { id: string; status: string }>();
  // What each intent's charge has been refunded so far, in cents (the charge's amount_refunded).
  const refunded = new Map<string, number>();
  /** Every refund made through POST /v1/refunds, in order (a test reads what the app asked for). */
  const refunds: Record<string, unknown>[] = [];
  // When each intent's charge was made (Stripe's charge.created, whole seconds).
  const chargedAt = new Map<string, number>();

  function create(params: Record<string, unknown>): Intent {
    const pi = id("pi");
    const intent: Intent = {
      id: pi,
      object: "payment_intent",
      amount: Number(params.amount),
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: params.automatic_payment_methods ? { allow_redirects: "always", enabled: true } : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: "automatic_async",
      client_secret: `${pi}_secret_${randomBytes(12).toString("hex")}`,
      confirmation_method: "automatic",
      created: Math.floor(Date.now() / 1000),
      currency: String(params.currency),
      customer: null,
      description: (params.description as string) ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: (params.metadata as Record<string, string>) ?? {},
      next_action: null,
      payment_method: null,
      payment_method_types: ["card"],
      receipt_email: (params.receipt_email as string) || null,
      status: "requires_payment_method",
    };
    intents.set(pi, intent);
    return intent;
  }

  async function forward(type: string, object: object) {
    if (!options.webhook) return;
    const { payload, header } = signedEvent(type, object, options.webhook.secret);
    await fetch(options.webhook.url, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": header }, body: payload }).catch(
      () => {},
    );
  }

  /** Marks an intent paid (as a card confirmation would) and forwards payment_intent.succeeded. */
  function succeed(piId: string) {
    const intent = intents.get(piId);
    if (!intent) throw new Error(`no intent ${piId}`);
    Object.assign(intent, { status: "succeeded", amount_received: intent.amount, latest_charge: id("ch"), payment_method: id("pm"), last_payment_error: null });
    chargedAt.set(piId, Math.floor(Date.now() / 1000));
    void forward("payment_intent.succeeded", intent);
    return intent;
  }

  /** The intent's charge as Stripe's Charge object (`refunded` is true only when fully refunded). */
  function chargeOf(piId: string, amountRefunded = 0) {
    const intent = intents.get(piId);
    if (!intent?.latest_charge) throw new Error(`no charge for ${piId}`);
    return {
      id: intent.latest_charge as string,
      object: "charge",
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: amountRefunded,
      captured: true,
      created: chargedAt.get(piId) ?? Math.floor(Date.now() / 1000),
      currency: intent.currency,
      disputed: disputes.has(piId),
      livemode: false,
      metadata: {},
      paid: true,
      payment_intent: intent.id,
      refunded: amountRefunded >= intent.amount,
      status: "succeeded",
    };
  }

  /** A refund from the Dashboard (the whole amount unless given): the charge.refunded event's object. */
  function refund(piId: string, amount?: number) {
    const total = amount ?? intents.get(piId)?.amount ?? 0;
    refunded.set(piId, total);
    const charge = chargeOf(piId, total);
    void forward("charge.refunded", charge);
    return charge;
  }

  /** The card holder's bank opens a chargeback: the charge.dispute.created event's object. */
  function openDispute(piId: string) {
    const charge = chargeOf(piId);
    const dispute = {
      id: id("dp"),
      object: "dispute",
      amount: charge.amount,
      balance_transactions: [],
      charge: charge.id,
      created: Math.floor(Date.now() / 1000),
      currency: charge.currency,
      evidence_details: { due_by: Math.floor(Date.now() / 1000) + 7 * 86400, has_evidence: false, past_due: false, submission_count: 0 },
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: piId,
      reason: "fraudulent",
      status: "needs_response",
    };
    disputes.set(piId, dispute);
    void forward("charge.dispute.created", dispute);
    return { ...dispute };
  }

  /** The bank decides ("won", "lost", or "warning_closed" for an inquiry): the charge.dispute.closed object. */
  function closeDispute(piId: string, status: "won" | "lost" | "warning_closed") {
    const dispute = disputes.get(piId);
    if (!dispute) throw new Error(`no dispute for ${piId}`);
    dispute.status = status;
    void forward("charge.dispute.closed", dispute);
    return { ...dispute };
  }

  function confirm(intent: Intent, params: Record<string, unknown>) {
    if (!["requires_payment_method", "requires_confirmation"].includes(intent.status)) {
      return stripeError(400, "invalid_request_error", `This PaymentIntent's status is ${intent.status}, so it cannot be confirmed.`, {
        code: "payment_intent_unexpected_state",
      });
    }
    if (params.payment_method === "pm_card_chargeDeclined") {
      const error = { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." };
      Object.assign(intent, { status: "requires_payment_method", last_payment_error: error });
      void forward("payment_intent.payment_failed", intent);
      return { status: 402, body: { error: { ...error, payment_intent: intent } } };
    }
    return { status: 200, body: succeed(intent.id) };
  }

  /** POST /v1/refunds with payment_intent and an optional amount, as Stripe answers it; forwards charge.refunded. */
  function createRefund(params: Record<string, unknown>) {
    const intent = intents.get(String(params.payment_intent ?? ""));
    if (!intent)
      return stripeError(404, "invalid_request_error", `No such payment_intent: '${String(params.payment_intent ?? "")}'`, {
        code: "resource_missing",
        param: "payment_intent",
      });
    if (intent.status !== "succeeded")
      return stripeError(400, "invalid_request_error", `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`);
    const already = refunded.get(intent.id) ?? 0;
    if (already >= intent.amount)
      return stripeError(400, "invalid_request_error", `Charge ${String(intent.latest_charge)} has already been refunded.`, {
        code: "charge_already_refunded",
      });
    const amount = params.amount === undefined ? intent.amount - already : Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1) return stripeError(400, "invalid_request_error", "Invalid positive integer", { param: "amount" });
    if (already + amount > intent.amount) {
      const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
      return stripeError(
        400,
        "invalid_request_error",
        `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(intent.amount - already)})`,
        { param: "amount" },
      );
    }
    refunded.set(intent.id, already + amount);
    const refund = {
      id: id("re"),
      object: "refund",
      amount,
      balance_transaction: id("txn"),
      charge: intent.latest_charge,
      created: Math.floor(Date.now() / 1000),
      currency: intent.currency,
      metadata: (params.metadata as Record<string, string>) ?? {},
      payment_intent: intent.id,
      reason: (params.reason as string) ?? null,
      status: "succeeded",
    };
    refunds.push(refund);
    void forward("charge.refunded", chargeOf(intent.id, already + amount));
    return { status: 200, body: refund };
  }

  function handle(method: string, path: string, auth: string, params: Record<string, unknown>): { status: number; body: unknown } {
    const key = auth.replace(/^Bearer /, "");
    const publishable = key === STAND_IN_PUBLISHABLE_KEY;
    if (key !== STAND_IN_SECRET_KEY && !publishable) return stripeError(401, "invalid_request_error", `Invalid API Key provided: ${key.slice(0, 8)}***`);
    if (method === "POST" && path === "/v1/refunds" && !publishable) return createRefund(params);
    if (method === "POST" && path === "/v1/payment_intents" && !publishable) {
      if (!Number.isInteger(Number(params.amount)) || !params.currency)
        return stripeError(400, "invalid_request_error", "Missing required param: amount.", { code: "parameter_missing", param: "amount" });
      return { status: 200, body: create(params) };
    }
    const m = path.match(/^\/v1\/payment_intents\/([^/]+)(\/confirm|\/cancel)?$/);
    const intent = m ? intents.get(m[1]) : undefined;
    if (!m || !intent)
      return stripeError(404, "invalid_request_error", `No such payment_intent: '${m?.[1] ?? ""}'`, { code: "resource_missing", param: "intent" });
    if (publishable && params.client_secret !== intent.client_secret)
      return stripeError(404, "invalid_request_error", `No such payment_intent: '${intent.id}'`, { code: "resource_missing" });
    // `expand[]=latest_charge` answers the charge object in place of its id, as Stripe does.
    const expand = Object.values((params.expand as Record<string, string>) ?? {});
    if (method === "GET")
      return {
        status: 200,
        body:
          expand.includes("latest_charge") && intent.latest_charge ? { ...intent, latest_charge: chargeOf(intent.id, refunded.get(intent.id) ?? 0) } : intent,
      };
    if (m[2] === "/confirm") return confirm(intent, params);
    if (publishable) return stripeError(401, "invalid_request_error", "This API call cannot be made with a publishable API key.");
    if (m[2] === "/cancel") {
      if (intent.status === "succeeded" || intent.status === "canceled")
        return stripeError(
          400,
          "invalid_request_error",
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
          { code: "payment_intent_unexpected_state" },
        );
      Object.assign(intent, { status: "canceled", canceled_at: Math.floor(Date.now() / 1000), cancellation_reason: params.cancellation_reason ?? null });
      void forward("payment_intent.canceled", intent);
      return { status: 200, body: intent };
    }
    if (!["requires_payment_method", "requires_confirmation", "requires_action"].includes(intent.status)) {
      return stripeError(400, "invalid_request_error", `This PaymentIntent's status is ${intent.status}, so it cannot be updated.`, {
        code: "payment_intent_unexpected_state",
      });
    }
    const { metadata, ...rest } = params as { metadata?: Record<string, string>; receipt_email?: string; amount?: string };
    if (rest.receipt_email !== undefined) intent.receipt_email = rest.receipt_email || null;
    if (rest.amount !== undefined) intent.amount = Number(rest.amount);
    for (const [k, v] of Object.entries(metadata ?? {})) {
      if (v === "") delete intent.metadata[k];
      else intent.metadata[k] = v;
    }
    return { status: 200, body: intent };
  }

  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (c) => (text += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const params = parseForm(req.method === "GET" ? url.search.slice(1) : text);
      const key = req.headers["idempotency-key"] as string | undefined;
      const seen = key ? idempotent.get(key) : undefined;
      let answer: { status: number; body: unknown };
      if (seen && seen.params !== text)
        answer = stripeError(400, "idempotency_error", "Keys for idempotent requests can only be used with the same parameters they were first used with.");
      else if (seen) answer = { status: 200, body: seen.body };
      else answer = handle(req.method ?? "GET", url.pathname, String(req.headers.authorization ?? ""), params);
      if (key && !seen && answer.status === 200) idempotent.set(key, { params: text, body: answer.body });
      res.writeHead(answer.status, { "content-type": "application/json", "request-id": id("req") });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    intents,
    succeed,
    refund,
    refunds,
    /** The charge.refunded object of an intent as it stands (what the webhook would carry now). */
    chargeOf: (piId: string) => chargeOf(piId, refunded.get(piId) ?? 0),
    openDispute,
    closeDispute,
    /** Stripe would also answer an intent created elsewhere (e.g. by a tampering client). */
    createIntent: (params: Record<string, unknown>) => create(params),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
