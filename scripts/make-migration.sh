#!/usr/bin/env bash
# Writes the SQL that takes the database from the last migrated schema to prisma/schema.prisma,
# as a new folder prisma/migrations/<timestamp>_<name>/migration.sql.
# Usage: scripts/make-migration.sh <name>
# Prisma 7's CLI needs a native engine that cannot be downloaded here; Prisma 6.19's CLI
# diffs schemas with its WebAssembly engine instead (see docs/decisions/002-database.md).
# It needs any reachable PostgreSQL (PRISMA_DIFF_DB_URL); nothing is written to it.
set -euo pipefail
name=${1:?usage: scripts/make-migration.sh <name>}
root=$(cd "$(dirname "$0")/.." && pwd)
tool=${PRISMA_DIFF_DIR:-/tmp/ais-prisma-diff}
db_url=${PRISMA_DIFF_DB_URL:-postgresql://postgres@127.0.0.1:5432/postgres}
if [ ! -x "$tool/node_modules/.bin/prisma" ]; then
  mkdir -p "$tool" && (cd "$tool" && npm init -y >/dev/null && npm install --no-audit --no-fund prisma@6.19 @prisma/adapter-pg@7.10.1 pg >/dev/null)
fi
work="$tool/work"; rm -rf "$work"; mkdir -p "$work"
strip() { sed -e '/^generator client/,/^}/d' -e "s|^  provider = \"postgresql\"|  provider = \"postgresql\"\n  url = \"$db_url\"|" "$1"; }
strip "$root/prisma/schema.prisma" > "$work/to.prisma"
# The "from" schema is the one at the last commit that touched the migrations folder.
last=$(git -C "$root" log -1 --format=%H -- prisma/migrations)
git -C "$root" show "$last:prisma/schema.prisma" > "$work/from-full.prisma"
strip "$work/from-full.prisma" > "$work/from.prisma"
cat > "$work/prisma.config.ts" <<TS
import { PrismaPg } from "@prisma/adapter-pg";
export default {
  experimental: { adapter: true },
  engine: "js",
  schema: "to.prisma",
  async adapter() { return new PrismaPg({ connectionString: "$db_url" }); },
};
TS
ln -s "$tool/node_modules" "$work/node_modules"
dir="$root/prisma/migrations/$(date -u +%Y%m%d%H%M%S)_$name"
sql=$(cd "$work" && PRISMA_SCHEMA_ENGINE_BINARY="$root/package.json" PRISMA_QUERY_ENGINE_LIBRARY="$root/package.json" \
  "$tool/node_modules/.bin/prisma" migrate diff --from-schema-datamodel from.prisma --to-schema-datamodel to.prisma --script)
mkdir -p "$dir"
printf '%s\n' "$sql" > "$dir/migration.sql"
echo "wrote $dir/migration.sql:"; cat "$dir/migration.sql"
