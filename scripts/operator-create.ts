// `npm run operator:create -- <email>`: makes the address an operator of the back office at
// /admin (a new account, or an existing one promoted) and e-mails it a link to set its password.
// A promotion ends the account's sessions and clears its password first, and says so.
// Run it again to send a fresh link. See lib/admin/operators.server.ts.
import { prepareServer } from "@/lib/server/startup";
import { createOperator, operatorReport } from "@/lib/admin/operators.server";

async function main() {
  const email = process.argv[2];
  if (!email || process.argv.length > 3) {
    console.error("Usage: npm run operator:create -- <email>");
    process.exit(2);
  }
  await prepareServer();
  try {
    const result = await createOperator(email);
    for (const line of operatorReport(result)) console.log(line);
    process.exit(result.emailed ? 0 : 1);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

void main();
