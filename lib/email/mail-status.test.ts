import { MAIL_QUEUED, outcomeWords } from "./mail-status";

it("says 'sent' only for mail a mail server took (issue 44, decision 342)", () => {
  expect(outcomeWords("Receipt", "a@example.com", "sent")).toBe("Receipt sent to a@example.com.");
  expect(outcomeWords("Receipt", "a@example.com", "queued")).toBe(`Receipt for a@example.com is in the outbox, not sent. ${MAIL_QUEUED}.`);
  expect(outcomeWords("Password link", "a@example.com", "retrying")).toBe(
    "Password link for a@example.com is in the outbox: the mail server did not take it yet, so it is tried again.",
  );
  expect(MAIL_QUEUED).toBe("Queued: this server has no mail server yet");
});
