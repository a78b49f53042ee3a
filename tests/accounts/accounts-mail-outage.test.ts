import { POST as login } from "@/app/api/login/route";
import { SETUP_MAIL_FAILED } from "@/lib/accounts/password-setup.server";
import { call } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createUser } from "../helpers/factories";

// Nothing listens on port 1: the mail server is down.
beforeAll(() => {
  process.env.SMTP_URL = "smtp://127.0.0.1:1";
});
withTestDatabase();

it("answers 503 with a clear message, not 202, when the setup e-mail cannot be sent", async () => {
  const logged = jest.spyOn(console, "error").mockImplementation(() => {});
  const user = await createUser();
  const res = await call(login, { body: { email: user.email, password: "anything" } });
  expect(res.status).toBe(503);
  expect(res.body).toEqual({ message: SETUP_MAIL_FAILED });
  expect(res.headers.get("retry-after")).toBeTruthy();
  expect(logged).toHaveBeenCalled();
});
