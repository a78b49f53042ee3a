// Preloaded into the app's server process (`node --require ./server/client-address.cjs`), by
// `npm start` (scripts/start.ts) and by the Docker image (.next/standalone/server.js), before
// Next creates its HTTP server. Next keeps an X-Forwarded-For header that the client wrote and
// fills it in from the socket only when it is missing, so on its own a client could name any
// address it liked and get a fresh rate limit per request. Here, every request's
// X-Forwarded-For gets the socket's peer address appended, as a proxy would append it: the
// rightmost entry is always the address that really connected, and lib/policy/rate-limit.server.ts
// clientIp() counts TRUSTED_PROXY_HOPS entries to the left of it. See docs/decisions/090.
"use strict";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by `node --require`, as CommonJS
const http = require("node:http");

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithPeerAddress(event, request, ...rest) {
  if (event === "request" && request && request.socket) {
    const sent = request.headers["x-forwarded-for"];
    const peer = request.socket.remoteAddress || "unknown";
    request.headers["x-forwarded-for"] = sent ? `${sent}, ${peer}` : peer;
  }
  return emit.call(this, event, request, ...rest);
};

// lib/server/startup.ts refuses to start a production server without this hook.
globalThis[Symbol.for("ais.clientAddressHook")] = true;
