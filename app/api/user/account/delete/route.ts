import { NextResponse } from "next/server";
import { route } from "@/lib/server/route.server";
import { deleteOwnAccount } from "@/lib/server/account/account-deletion.server";
import { clearSessionCookie } from "@/lib/auth/sign-in.server";
import { deleteAccountSchema } from "@/lib/validation/account";

// POST { currentPassword, confirm: "DELETE" }: closes the account, signs out everywhere (this browser's cookie too).
export const POST = route({ auth: "user", body: deleteAccountSchema }, async ({ session, body }) =>
  clearSessionCookie(NextResponse.json(await deleteOwnAccount(session.user.id, body.currentPassword))),
);
