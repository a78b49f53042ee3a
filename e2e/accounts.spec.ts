import { test, expect, seedUser, seededPrisma, signInAs } from "./fixtures";
import { waitForEmail } from "./mail";

const PASSWORD = "a long enough password";

test("signs in through the form, sees the signed-in header, signs out through /logout", async ({ page }) => {
  const user = await seedUser({ email: `jordan-${Date.now()}@example.com`, password: PASSWORD });
  await page.goto("/auth");
  await expect(page.getByText("5 Steps")).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();

  await expect(page.getByText("Welcome back!")).toBeVisible();
  // A signed-in page renders on the server; allow for a busy build machine.
  await expect(page).toHaveURL(/\/user\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByTestId("header-user")).toHaveText(user.email.split("@")[0]);

  // Hold the sign-out call briefly so the transient "Logging out..." screen can be seen.
  await page.route("**/api/logout", async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await page.getByRole("link", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Logging out..." })).toBeVisible();
  await expect(page.getByText("Please wait while we sign you out.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  await expect(page.getByTestId("header-user")).toHaveCount(0);
  // The session ended on the server, not only in this browser.
  expect(await seededPrisma().session.count({ where: { userId: user.id } })).toBe(0);
});

test("a wrong password shows the error and keeps the visitor on /auth", async ({ page }) => {
  const user = await seedUser({ password: PASSWORD });
  await page.goto("/auth");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" }).first()).toBeVisible();
  await expect(page.getByText("Login failed")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("the form's own validation messages", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
});

test("an account without a password sets one through the e-mailed link", async ({ page }) => {
  const user = await seedUser();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill("whatever");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Set Your Password", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/new-password\?mode=setup$/);
  await expect(page.getByText("please use the link from your e-mail")).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  // The e2e server delivers mail to the SMTP sink stand-in, which files it for the specs.
  const mail = await waitForEmail(user.email);
  const link = new URL(mail.text.match(/http\S+new-password\S+/)![0]);
  await page.goto(link.pathname + link.search);
  await page.getByLabel("New Password").fill("short");
  await page.getByLabel("Confirm Password").fill("different");
  await page.getByRole("button", { name: "Set Password & Continue" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await page.getByLabel("New Password").fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set Password & Continue" }).click();
  await expect(page.getByText("Password Set Successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/user\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByTestId("header-user")).toHaveText(user.email.split("@")[0]);

  // The link worked once.
  await page.goto(link.pathname + link.search);
  await expect(page.getByText("This password setup link is invalid or has expired.")).toBeVisible();
});

test("a forgotten password is reset through 'Forgot password?' and the e-mailed link, and the new one signs in", async ({ page }) => {
  const user = await seedUser({ password: "the password I forgot" });
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot Your Password?" })).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText(`If an account exists for ${user.email}`)).toBeVisible();

  const mail = await waitForEmail(user.email);
  expect(mail.subject).toMatch(/Reset your .* password/);
  const link = new URL(mail.text.match(/http\S+new-password\S+/)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "Reset Your Password" })).toBeVisible();
  const NEW_PASSWORD = "my freshly reset password";
  await page.getByLabel("New Password").fill(NEW_PASSWORD);
  await page.getByLabel("Confirm Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set Password & Continue" }).click();
  await expect(page.getByText("Password Set Successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/user\/dashboard$/, { timeout: 15_000 });

  // Signed out, the new password signs in; the link does not work twice.
  await page.context().clearCookies();
  await page.goto(link.pathname + link.search);
  await expect(page.getByText("This password reset link is invalid or has expired.")).toBeVisible();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByTestId("header-user")).toHaveText(user.email.split("@")[0]);
});

test("changing the password while signed in needs the current one", async ({ page, context }) => {
  const user = await seedUser({ password: "my current password", purchase: true });
  await signInAs(context, user.id);
  await page.goto("/user/set-password");
  await expect(page.getByRole("heading", { name: "Change Your Password" })).toBeVisible();
  await page.getByLabel("Current Password").fill("not my password");
  await page.getByLabel("New Password").fill("my next password");
  await page.getByLabel("Confirm Password").fill("my next password");
  await page.getByRole("button", { name: "Set Password & Continue" }).click();
  await expect(page.getByText("Your current password is not correct")).toBeVisible();
  await page.getByLabel("Current Password").fill("my current password");
  await page.getByRole("button", { name: "Set Password & Continue" }).click();
  await expect(page.getByText("Password Set Successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/user\/dashboard$/, { timeout: 15_000 });
});

test("a signed-in visitor on /auth is sent on", async ({ page, context }) => {
  const user = await seedUser({ purchase: true });
  await signInAs(context, user.id);
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
});

test("the sign-in and password pages have no accessibility violations", async ({ page }) => {
  test.setTimeout(120_000);
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  for (const path of [
    "/auth",
    "/new-password?mode=setup",
    "/new-password?mode=setup&token=" + "x".repeat(43),
    "/forgot-password",
    "/new-password?mode=reset&token=" + "x".repeat(43),
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
  }
  // Error messages too.
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Password is required")).toBeVisible();
  const withErrors = await new AxeBuilder({ page }).analyze();
  expect(withErrors.violations.map((v) => v.id)).toEqual([]);
});

test("GET /logout and GET /api/logout do not end the session; /logout asks first when not reached by the Logout button", async ({ page, context }) => {
  const user = await seedUser();
  await signInAs(context, user.id);
  const sessions = () => seededPrisma().session.count({ where: { userId: user.id } });
  expect(await sessions()).toBe(1);

  // What a link, an <img> or a redirect from another site would do.
  expect((await page.request.get("/api/logout")).status()).toBe(405);
  await page.goto("/logout");
  await expect(page.getByRole("heading", { name: "Log out?" })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await sessions()).toBe(1);

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await sessions()).toBe(0);
});

test("a signed-out visit to a signed-in page: the 404 offers sign-in, which returns to that page", async ({ page }) => {
  const user = await seedUser({ email: `returning-${Date.now()}@example.com`, password: PASSWORD, purchase: true });
  const res = await page.goto("/user/characters?from=bookmark");
  expect(res?.status()).toBe(404); // the spec's rule for /user stays (decision 118)
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to open this page" })).toBeVisible();
  await page.screenshot({ path: "test-results/accounts/sign-in-to-open.png" });
  await page.getByRole("link", { name: "Sign in to open this page" }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fuser%2Fcharacters%3Ffrom%3Dbookmark$/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/user\/characters\?from=bookmark$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toHaveCount(0);
});
