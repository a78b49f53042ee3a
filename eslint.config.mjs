import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";
import boundaries from "eslint-plugin-boundaries";
import { FOLDER_ORDER, layerElements, layerPolicies } from "./config/layers.mjs";

// Import circles are refused by `npm run lint:cycles` (dpdm, decision 239), which `npm run lint`
// runs after ESLint: eslint-plugin-import's import/no-cycle took 142 of ESLint's 165 s.
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
    // lib/'s folders in tiers (docs/architecture.md, config/layers.mjs): a folder imports itself
    // or a folder before it in the order, never one after it, and lib/ never imports components/
    // or app/. Type-only imports and re-exports count too: a type pulls its module's folder in
    // just the same.
    // Tests sit outside the rule: they exercise a layer through the ones above it.
    files: ["lib/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: true, node: true },
      "boundaries/elements": layerElements,
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
      // Single files are classified with mode "full" (7.2 warns it is deprecated; files would
      // otherwise need a second dimension, boundaries/files, and policies per category).
      "boundaries/legacy-warnings": false,
    },
    rules: { "boundaries/dependencies": ["error", { default: "allow", policies: layerPolicies(FOLDER_ORDER) }] },
  },
  // Formatting is Prettier's (npm run format:check); this turns off the style rules it owns.
  prettier,
]);

export default eslintConfig;
