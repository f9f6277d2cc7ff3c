import js from "@eslint/js";
// @ts-expect-error eslint-plugin-jsx-a11y ships no types (tsconfig checks JavaScript files too).
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
// @ts-expect-error espree (ESLint's own parser) ships no types.
import * as espree from "espree";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: [".scratch/", "build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "reports/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.strict],
    languageOptions: { globals: globals.browser },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "server/**/*.mjs", "e2e/**/*.ts", "*.config.{js,ts}"],
    // Node scripts, some with callbacks that Playwright runs in the page.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // A CloudFront Function: a script run by cloudfront-js-2.0, whose core language is ES 5.1 (it adds
    // only a few later features), with no Node or browser globals. ES5 syntax keeps it inside that.
    files: ["server/cloudfront-clean-urls.js"],
    languageOptions: {
      parser: espree,
      ecmaVersion: 5,
      sourceType: "script",
      globals: { console: "readonly", Buffer: "readonly" },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": "off",
      "no-unused-vars": ["error", { varsIgnorePattern: "^handler$" }],
      strict: "off",
    },
  },
);
