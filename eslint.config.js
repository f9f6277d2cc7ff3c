import js from "@eslint/js";
// @ts-expect-error eslint-plugin-jsx-a11y ships no types (tsconfig checks JavaScript files too).
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactGoogleTranslate from "eslint-plugin-react-google-translate";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      ".scratch/",
      ".wrangler/",
      "build/",
      ".astro/",
      "node_modules/",
      "test-results/",
      "test-results-pseudo/",
      "playwright-report/",
      "playwright-report-pseudo/",
      "reports/",
    ],
  },
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
    // A page the browser translated holds the text in its own <font> elements: React then updates a text
    // node no longer on screen, or fails to remove one. Text beside siblings that changes goes in an element.
    files: ["src/**/*.tsx"],
    plugins: { "react-google-translate": reactGoogleTranslate },
    rules: {
      "react-google-translate/no-conditional-text-nodes-with-siblings": "error",
      "react-google-translate/no-return-text-nodes": "error",
    },
  },
  {
    files: [
      "build-plugins/**/*.mjs",
      "commands/**/*.mjs",
      "server/**/*.mjs",
      "editor/**/*.ts",
      "e2e/**/*.{ts,mjs}",
      "browsers/**/*.mjs",
      "*.config.{js,ts}",
    ],
    // Node scripts, some with callbacks that Playwright runs in the page.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
