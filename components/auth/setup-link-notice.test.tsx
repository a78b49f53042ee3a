/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { SetupLinkNotice } from "./setup-link-notice";

// Issue 44 item 4: the notice never says the link was sent when it only reached the outbox.
beforeEach(() => sessionStorage.setItem("passwordSetupEmail", "jane@example.com"));

it("with a mail server, points to the e-mail sent to the address", () => {
  render(<SetupLinkNotice linkProblem={false} mailQueued={false} />);
  expect(screen.getByText(/please use the link from your e-mail/)).toHaveTextContent(
    "To set your password, please use the link from your e-mail we sent to jane@example.com.",
  );
});

it("without a mail server, says the link is queued in the site owner's outbox and not e-mailed", () => {
  const { container } = render(<SetupLinkNotice linkProblem={false} mailQueued />);
  expect(screen.getByText(/Queued: this server has no mail server yet/)).toHaveTextContent(
    "Queued: this server has no mail server yet: the link to set your password for jane@example.com was not e-mailed. It waits in the site owner's outbox.",
  );
  expect(container).not.toHaveTextContent(/we sent|Check your spam/);
});
