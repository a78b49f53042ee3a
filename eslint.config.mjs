import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";
import importPlugin from "eslint-plugin-import";

const eslintConfig = defineConfig([
  ...nextVitals,
  ...nextTs,
  // Override default ignores of eslint-config-next.
  globalIgnores([
    // Default ignores of eslint-config-next:
    ".next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    "lib/db/generated/**",
    "test-results/**",
    "playwright-report/**",
    "scripts/bench/blank-app/.next/**",
    "scripts/bench/blank-app/next-env.d.ts",
  ]),
  {
    // Playwright fixtures call a function named `use`; it is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // No import circles, type-only ones included: a circle hides which module is the lower layer
    // (issue 20 found one through the wizard's character type). The import plugin comes with
    // eslint-config-next.
    files: ["**/*.{ts,tsx,mjs,cjs,js}"],
    plugins: { import: importPlugin },
    settings: { "import/resolver": { typescript: true, node: true } },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // Formatting is Prettier's (npm run format:check); this turns off the style rules it owns.
  prettier,
]);

export default eslintConfig;
