// The scenarios `npm run bench` runs after its fixed rows, in this order (see ../scenario.ts).
import type { Scenario } from "../scenario";
import { charactersGrowth } from "./characters-growth";
import { requestQueries } from "./request-queries";

export const scenarios: Scenario[] = [requestQueries, charactersGrowth];
