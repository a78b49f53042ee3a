"use client";
// Full-page navigations, the app's one way to leave the single-page app: a fresh load after a
// purchase re-reads the session cookie everywhere, and sign-out leaves no in-memory state behind.
// One module so component tests can observe them; jsdom's window.location cannot be replaced.
export const navigate = {
  assign: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
};
