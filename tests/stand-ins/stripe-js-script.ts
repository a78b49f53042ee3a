// The browser script served by the Stripe.js stand-in: window.Stripe with the calls
// @stripe/react-stripe-js and the checkout use (elements, create("payment"), mount, on/off,
// update, destroy, confirmPayment). The "Payment Element" is plain inputs in the page (the
// real one is an iframe). Card 4000 0000 0000 0002 is declined, as on Stripe's test cards.
export function stripeJsSource(confirmUrl: string) {
  return `(function () {
  var CONFIRM_URL = ${JSON.stringify(confirmUrl)};
  function makeElement(type) {
    var handlers = {}, root = null;
    function emit(name, payload) { (handlers[name] || []).slice().forEach(function (cb) { cb(payload); }); }
    function card() { return root ? root.querySelector("input[name=cardnumber]").value.replace(/\\D/g, "") : ""; }
    var field = 'style="display:block;width:100%;box-sizing:border-box;height:44px;margin-top:4px;padding:0 12px;border:1px solid #d4d4d8;border-radius:8px;font:inherit"';
    var element = {
      mount: function (node) {
        var container = typeof node === "string" ? document.querySelector(node) : node;
        root = document.createElement("div");
        root.setAttribute("data-testid", "stripe-payment-element");
        root.setAttribute("data-layout", "tabs");
        root.innerHTML =
          '<div role="tablist" aria-label="Payment method" style="margin-bottom:12px"><button type="button" role="tab" aria-selected="true" style="height:44px;padding:0 16px;border:2px solid #7c3aed;border-radius:8px;background:#fff;font:inherit">Card</button></div>' +
          '<label style="display:block;font-size:14px;margin-bottom:8px">Card number<input name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" ' + field + '></label>' +
          '<div style="display:flex;gap:8px"><label style="flex:1;font-size:14px">Expiration<input name="exp-date" placeholder="MM / YY" ' + field + '></label>' +
          '<label style="flex:1;font-size:14px">CVC<input name="cvc" placeholder="CVC" ' + field + '></label></div>';
        container.appendChild(root);
        root.addEventListener("input", function () {
          var n = card();
          emit("change", { elementType: type, empty: n.length === 0, complete: n.length >= 16, value: { type: "card" } });
        });
        setTimeout(function () { emit("ready", { elementType: type }); }, 0);
      },
      on: function (name, cb) { (handlers[name] = handlers[name] || []).push(cb); return element; },
      once: function (name, cb) { return element.on(name, cb); },
      off: function (name, cb) { handlers[name] = (handlers[name] || []).filter(function (h) { return h !== cb; }); return element; },
      update: function () {},
      focus: function () {}, blur: function () {}, clear: function () {}, collapse: function () {},
      unmount: function () { if (root && root.parentNode) root.parentNode.removeChild(root); },
      destroy: function () { element.unmount(); },
      _card: card
    };
    return element;
  }
  function Elements(options) { this._options = options || {}; this._elements = {}; }
  Elements.prototype.create = function (type) { return (this._elements[type] = makeElement(type)); };
  Elements.prototype.getElement = function (type) { return this._elements[type] || null; };
  Elements.prototype.update = function (options) { Object.assign(this._options, options); };
  Elements.prototype.submit = function () { return Promise.resolve({}); };
  Elements.prototype.fetchUpdates = function () { return Promise.resolve({}); };

  function Stripe(key) {
    if (!(this instanceof Stripe)) return new Stripe(key);
    this._key = key;
  }
  Stripe.version = "endive";
  Stripe.prototype._registerWrapper = function () {};
  Stripe.prototype.registerAppInfo = function () {};
  Stripe.prototype.elements = function (options) { return new Elements(options); };
  // Present because @stripe/react-stripe-js checks for them to recognise a Stripe instance;
  // the checkout itself only uses confirmPayment.
  function unsupported(name) { return function () { return Promise.resolve({ error: { type: "invalid_request_error", message: name + " is not supported by the Stripe.js stand-in" } }); }; }
  Stripe.prototype.createToken = unsupported("createToken");
  Stripe.prototype.createPaymentMethod = unsupported("createPaymentMethod");
  Stripe.prototype.confirmCardPayment = unsupported("confirmCardPayment");
  Stripe.prototype.confirmPayment = function (args) {
    var secret = args.elements._options.clientSecret;
    var element = args.elements.getElement("payment");
    var number = element ? element._card() : "";
    if (number.length < 16) return Promise.resolve({ error: { type: "validation_error", code: "incomplete_number", message: "Your card number is incomplete." } });
    var paymentMethod = number === "4000000000000002" ? "pm_card_chargeDeclined" : "pm_card_visa";
    return fetch(CONFIRM_URL, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ key: this._key, clientSecret: secret, paymentMethod: paymentMethod }) })
      .then(function (res) { return res.json(); })
      .then(function (body) {
        if (body.error) return { error: body.error };
        if (args.redirect === "if_required") return { paymentIntent: body };
        var url = new URL(args.confirmParams.return_url);
        url.searchParams.set("payment_intent", body.id);
        url.searchParams.set("payment_intent_client_secret", secret);
        url.searchParams.set("redirect_status", body.status === "succeeded" ? "succeeded" : "failed");
        window.location.assign(url.toString());
        return new Promise(function () {});
      });
  };
  window.Stripe = Stripe;
})();`;
}
