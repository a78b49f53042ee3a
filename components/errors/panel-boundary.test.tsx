/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PanelBoundary } from "./panel-boundary";

// A panel that fails while `failing.now` is set, as a panel whose data read throws would.
const failing = { now: true };
function FlakyPanel() {
  if (failing.now) throw new Error("storage list failed");
  return <p>Connected drives</p>;
}

beforeEach(() => {
  failing.now = true;
  // React reports every caught render error on the console; the test expects these.
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const renderFlakyPanel = () =>
  render(
    <PanelBoundary title="Cloud storage could not be shown">
      <FlakyPanel />
    </PanelBoundary>,
  );

it("shows the panel's own retry instead of a blank space, and keeps its neighbours", () => {
  render(
    <>
      <PanelBoundary title="Cloud storage could not be shown">
        <FlakyPanel />
      </PanelBoundary>
      <p>Recent Activity</p>
    </>,
  );
  expect(screen.getByRole("alert")).toHaveTextContent("Cloud storage could not be shown");
  expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  expect(screen.getByText("Recent Activity")).toBeInTheDocument();
  expect(screen.queryByText("Connected drives")).toBeNull();
});

it("renders the panel again on Try again, and shows it once it works", async () => {
  renderFlakyPanel();
  failing.now = false;
  await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByText("Connected drives")).toBeInTheDocument();
  expect(screen.queryByRole("alert")).toBeNull();
});

it("shows the retry again when the panel still fails", async () => {
  renderFlakyPanel();
  await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  expect(screen.queryByText("Connected drives")).toBeNull();
});
