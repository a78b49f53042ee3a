// Ports of one e2e run: the app on E2E_PORT and each local stand-in of an outside service just
// above it, so several checkouts can run their browser tests side by side.
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);

export const standInPorts = {
  stripe: APP_PORT + 1,
  stripeJs: APP_PORT + 2,
  openai: APP_PORT + 3,
  leonardo: APP_PORT + 4,
  elevenlabs: APP_PORT + 5,
  dropbox: APP_PORT + 6,
  google: APP_PORT + 7,
  microsoft: APP_PORT + 8,
  smtp: APP_PORT + 9,
} as const;
