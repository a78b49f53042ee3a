// `npm run operator:create -- <email>`: makes the address an operator of the back office at
// /admin (a new account, or an existing one promoted) and e-mails it a link to set its password.
// Run it again to send a fresh link. See lib/admin/operators.server.ts.
import { prepareServer } from "@/lib/server/startup";
import { createOperator } from "@/lib/admin/operators.server";

async function main() {
  const email = process.argv[2];
  if (!email || process.argv.length > 3) {
    console.error("Usage: npm run operator:create -- <email>");
    process.exit(2);
  }
  await prepareServer();
  try {
    const result = await createOperator(email);
    const what = result.created ? "Created the operator" : result.promoted ? "Promoted to operator" : "Already an operator";
    console.log(`${what}: ${result.email}.`);
    console.log(
      result.emailed
        ? "E-mailed a link to set the password; then sign in at /auth and open /admin."
        : "The e-mail could not be sent (it is kept in the outbox); check SMTP_URL and run the command again.",
    );
    process.exit(result.emailed ? 0 : 1);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

void main();
