// A bench scenario: a measurement beyond the fixed rows (a list's growth with its size, a page's
// query count), run against a server whose PostgreSQL queries are counted. To add one, write a
// module under scripts/bench/scenarios/ that exports a Scenario and list it in scenarios/index.ts.
import type { AppServer } from "../lib/app-server";
import type { PgCounter } from "../lib/pg-counter";
import type { Verdict } from "./verdict";

export type ScenarioContext = {
  /** A `next start` of the checkout under test, its database reached through the counter. */
  app: AppServer;
  /** Queries seen on the wire so far (read it before and after your requests). */
  counter: PgCounter;
  /** "after" is this checkout; "before" the one given with --before, on its own database. */
  server: "before" | "after";
  /** A Cookie header value signed in as the user (seed users through @/lib/db/client.server's prisma()). */
  cookieFor(userId: string): Promise<string>;
};

export type ScenarioResult = {
  /** Markdown lines for the report (a table, a sentence), printed under the scenario's title. */
  lines: string[];
  /** Each goal as judged by judgeValue() in ./verdict, e.g. "1,000 vs 1 character: 5.3× (goal ≤ 2×) MISS". */
  checks: { text: string; verdict: Verdict }[];
};

export type Scenario = {
  title: string;
  /** False skips it with a note (a route not in this checkout yet). */
  available(): boolean;
  run(context: ScenarioContext): Promise<ScenarioResult>;
};
