// How GET /api/user/characters grows with the number of characters (issue 21): the first page's
// time, queries and bytes for users with 1, 100 and 1,000 characters, measured and judged by
// the same code as `npm run bench:list` (../characters-list.ts), so the two never disagree.
import { hasRoute } from "../../lib/app-server";
import { measureCharactersList } from "../characters-list";
import { judgeCharactersList, renderCharactersListTable } from "../characters-list-verdict";
import type { Scenario } from "../scenario";

export const charactersGrowth: Scenario = {
  title: "How the characters list grows",
  available: () => hasRoute("/api/user/characters"),
  async run({ app, counter }) {
    const result = judgeCharactersList(await measureCharactersList(app, counter));
    return {
      lines: [
        "Sequential requests (one connection), database queries counted on the wire by a proxy in front of PostgreSQL.",
        "",
        ...renderCharactersListTable(result),
      ],
      checks: result.rows.map((row) => ({
        text: `${row.characters.toLocaleString("en-US")} characters: ${row.ratio === null ? "n/a" : `${row.ratio.toFixed(2)}×`} the time for one (goal ≤ 2×), ${row.queries} queries a request ${row.mark}`,
        verdict: row.mark,
      })),
    };
  },
};
