// ESLint: the recommended rules of ESLint and typescript-eslint, React's hooks rules, the layer
// rules of docs/architecture.md (eslint.layers.js: an import against the table is an error), and
// eslint-config-prettier last so that formatting is Prettier's alone (`npm run format`).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import prettier from "eslint-config-prettier";
import globals from "globals";
import { restrictedImportGroups } from "./eslint.layers.js";

export default tseslint.config(
  {
    ignores: ["build/", ".react-router/", "node_modules/", "data/", "public/", "drizzle/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs["recommended-latest"],
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  // Tests may cross the layers (they start the real server and drive what they test).
  ...restrictedImportGroups().map(({ files, patterns }) => ({
    files,
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns }] },
  })),
  prettier,
);
