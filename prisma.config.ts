import { defineConfig } from "prisma/config";

// Only `prisma generate` is used here; migrations are applied by lib/db/migrate.ts.
export default defineConfig({
  schema: "prisma/schema.prisma",
});
