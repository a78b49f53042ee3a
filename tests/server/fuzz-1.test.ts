import { fuzzRoutes } from "../helpers/fuzz-routes";

// Part 1 of 3 of the fuzz test over every API route (tests/helpers/fuzz-routes.ts).
fuzzRoutes(1, 3);
