import { MAX_NAMED_PARAMETERS, statementName } from "./statement-names.server";

it("names a statement by its text and parameter types, the same every time", () => {
  const types = [{ scalarType: "uuid", arity: "scalar" }];
  const name = statementName('SELECT 1 FROM "User" WHERE id = $1', types);
  expect(name).toMatch(/^s_[\w-]{27}$/);
  expect(statementName('SELECT 1 FROM "User" WHERE id = $1', types)).toBe(name);
  expect(statementName('SELECT 2 FROM "User" WHERE id = $1', types)).not.toBe(name);
  expect(statementName('SELECT 1 FROM "User" WHERE id = $1', [{ scalarType: "string", arity: "scalar" }])).not.toBe(name);
});

it("leaves statements with many parameters unnamed, so bulk inserts prepare nothing that stays", () => {
  const many = Array.from({ length: MAX_NAMED_PARAMETERS + 1 }, () => ({ scalarType: "string", arity: "scalar" }));
  expect(statementName("INSERT ...", many)).toBe("");
  expect(statementName("INSERT ...", many.slice(1))).toMatch(/^s_/);
});
