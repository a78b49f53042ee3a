/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";
import { notify } from "@/lib/utils/notify";
import { LazyToaster } from "./lazy-toaster";

it("mounts the toast area with the first toast, shows it, and lets a new toast replace it", async () => {
  render(<LazyToaster />);
  // Nothing of sonner is on the page until something is to be shown.
  expect(document.querySelector("[data-sonner-toaster]")).toBeNull();

  act(() => notify.success("Request sent!", { description: "We will reply soon." }));
  // The first toast waits for sonner to load (a dynamic import): slow on a busy machine.
  expect(await screen.findByText("Request sent!", undefined, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByText("We will reply soon.")).toBeInTheDocument();

  act(() => notify.error("Request not sent"));
  expect(await screen.findByText("Request not sent")).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText("Request sent!")).not.toBeInTheDocument());
});
