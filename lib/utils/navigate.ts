"use client";
// Full-page navigations (a fresh load after a purchase re-reads the session cookie everywhere).
// One module so component tests can observe them; jsdom's window.location cannot be replaced.
export const navigate = {
  assign: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
};
