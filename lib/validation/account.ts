import { z } from "zod";
import { existingPasswordField, newPasswordPolicy } from "@/lib/auth/password-policy";

// The account's inputs (spec sections 3 and 5), shared by the forms, the route handlers and the
// tests, so the browser and the server refuse exactly the same things with the same words.
// Every password rule lives in lib/auth/password-policy.ts.

/** Lower-cased and trimmed: the User table stores e-mail addresses in lower case. */
export const emailField = z
  .string({ message: "Please enter a valid email address" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: "Please enter a valid email address" }).max(254, { message: "Please enter a valid email address" }));

export const loginSchema = z.object({
  email: emailField,
  password: existingPasswordField("Password is required"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const checkUserExistsSchema = z.object({ email: emailField });

const passwordsMatch: [(v: { password: string; confirmPassword: string }) => boolean, { message: string; path: string[] }] = [
  (v) => v.password === v.confirmPassword,
  { message: "Passwords don't match", path: ["confirmPassword"] },
];

/** The set-password form: the confirmation must match, and the error sits on that field. */
export const setPasswordFormSchema = z.object({ password: newPasswordPolicy, confirmPassword: z.string() }).refine(...passwordsMatch);
export type SetPasswordFormInput = z.infer<typeof setPasswordFormSchema>;

export const CURRENT_PASSWORD_REQUIRED = "Please enter your current password";
const currentPasswordField = existingPasswordField(CURRENT_PASSWORD_REQUIRED);

/** The same form for an account that already has a password: the current one comes first. */
export const changePasswordFormSchema = z
  .object({ currentPassword: currentPasswordField, password: newPasswordPolicy, confirmPassword: z.string() })
  .refine(...passwordsMatch);
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

/**
 * POST /api/user/set-password (spec section 7: `{ password }`); `currentPassword` is required
 * when the account already has one (lib/accounts/set-password.server.ts).
 */
export const setPasswordSchema = z.object({ password: newPasswordPolicy, currentPassword: currentPasswordField.optional() });

/** POST /api/password-reset and the "Forgot password?" form. */
export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** The one-time link's token: 32 random bytes in base64url (43 characters). */
export const setupTokenField = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: "This password setup link is not valid" });

/** POST /api/password-setup: the e-mailed token and the new password. */
export const passwordSetupSchema = z.object({ token: setupTokenField, password: newPasswordPolicy });

// Settings › Account (issue 46).

/** POST /api/user/account/email: the new address, and the current password (a session alone is not enough). */
export const emailChangeSchema = z.object({ newEmail: emailField, currentPassword: currentPasswordField });
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

/** POST /api/email-change: the e-mailed link's token, confirming the new address or undoing the change. */
export const emailChangeLinkSchema = z.object({
  mode: z.enum(["confirm", "undo"], { message: "This link is not valid" }),
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: "This link is not valid" }),
});

/** DELETE /api/user/account/sessions/{handle}. */
export const sessionHandleParams = z.object({ handle: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });

/** PUT /api/user/account/preferences. */
export const emailPreferencesSchema = z.object({ marketingEmails: z.boolean({ message: "marketingEmails must be true or false" }) });

export const DELETE_WORD = "DELETE";
export const TYPE_DELETE = `Type ${DELETE_WORD} to confirm`;

/** POST /api/user/account/delete: the password and the word DELETE typed. */
export const deleteAccountSchema = z.object({
  currentPassword: currentPasswordField,
  confirm: z.literal(DELETE_WORD, { message: TYPE_DELETE }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
