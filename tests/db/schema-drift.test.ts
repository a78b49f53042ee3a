import { readFileSync } from "node:fs";
import path from "node:path";
import { withTestDatabase } from "../helpers/db";

// Fails when prisma/schema.prisma and prisma/migrations disagree: the migrated database must
// have exactly the models' tables, columns (type and nullability) and indexes.
const getDb = withTestDatabase();

type Column = { table: string; column: string; type: string; nullable: boolean };

function parseSchema() {
  const text = readFileSync(path.join(process.cwd(), "prisma", "schema.prisma"), "utf8");
  const enums = new Set([...text.matchAll(/^enum (\w+) \{/gm)].map((m) => m[1]));
  const models = [...text.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)];
  const modelNames = new Set(models.map((m) => m[1]));
  const columns: Column[] = [];
  const indexes: string[] = [];
  for (const [, table, body] of models) {
    for (const raw of body.split("\n")) {
      const line = raw.replace(/\/\/.*$/, "").trim();
      if (!line) continue;
      const block = line.match(/^@@(unique|index|id)\(\[([^\]]+)\]/);
      if (block) {
        const cols = block[2]
          .split(",")
          .map((c) => c.trim())
          .join(",");
        indexes.push(`${table}(${cols})${block[1] === "index" ? "" : " unique"}`);
        continue;
      }
      const field = line.match(/^(\w+)\s+(\w+)(\[\])?(\?)?(.*)$/);
      if (!field) continue;
      const [, name, type, list, optional, attrs] = field;
      if (modelNames.has(type)) continue; // relation fields have no column
      // A scalar list (String[]) is one PostgreSQL array column, which Prisma's SQL leaves nullable.
      const sqlType = list
        ? "ARRAY"
        : enums.has(type)
          ? "USER-DEFINED"
          : ({
              String: attrs.includes("@db.Uuid") ? "uuid" : "text",
              Int: "integer",
              BigInt: "bigint",
              Float: "double precision",
              Boolean: "boolean",
              DateTime: "timestamp without time zone",
              Json: "jsonb",
              Bytes: "bytea",
            }[type] ?? type);
      columns.push({ table, column: name, type: sqlType, nullable: Boolean(optional) || Boolean(list) });
      if (/@id\b/.test(attrs)) indexes.push(`${table}(${name}) unique`);
      if (/@unique\b/.test(attrs)) indexes.push(`${table}(${name}) unique`);
    }
  }
  return { columns, indexes, tables: [...modelNames] };
}

it("the migrated database has every table and column of schema.prisma, and no others", async () => {
  const { runner } = getDb();
  const expected = parseSchema();
  const rows = await runner.query<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
    `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
  );
  const actual = rows.map((r) => ({ table: r.table_name, column: r.column_name, type: r.data_type, nullable: r.is_nullable === "YES" }));
  const key = (c: Column) => `${c.table}.${c.column} ${c.type}${c.nullable ? " NULL" : " NOT NULL"}`;
  expect(actual.map(key).sort()).toEqual(expected.columns.map(key).sort());
});

it("the migrated database has every index and unique constraint of schema.prisma", async () => {
  const { runner } = getDb();
  const expected = parseSchema();
  const rows = await runner.query<{ table_name: string; columns: string; is_unique: boolean }>(
    `SELECT t.relname AS table_name, i.indisunique AS is_unique,
            string_agg(a.attname, ',' ORDER BY array_position(i.indkey::int[], a.attnum::int)) AS columns
       FROM pg_index i
       JOIN pg_class t ON t.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY(i.indkey)
      WHERE n.nspname = 'public' AND t.relname <> '_prisma_migrations'
      GROUP BY t.relname, i.indexrelid, i.indisunique`,
  );
  const actual = rows.map((r) => `${r.table_name}(${r.columns})${r.is_unique ? " unique" : ""}`);
  expect(actual.sort()).toEqual([...expected.indexes].sort());
});
