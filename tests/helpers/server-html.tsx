// The server's HTML of a component, in the document as a browser shows it before the page's
// script runs, and its hydration: what a press made in between meets (jsdom component tests).
import { act } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/query/query-client";

export function serverHtml(ui: React.ReactElement) {
  const page = <QueryClientProvider client={makeQueryClient()}>{ui}</QueryClientProvider>;
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return {
    container,
    hydrate: () =>
      act(async () => {
        hydrateRoot(container, page);
      }),
  };
}
