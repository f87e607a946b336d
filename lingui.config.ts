import { defineConfig } from "@lingui/cli";

export default defineConfig({
  sourceLocale: "en",
  locales: ["fr", "en", "es", "de", "it", "pt", "zh", "ja"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/client/locales/{locale}/messages",
      include: ["<rootDir>/client"],
      exclude: ["**/node_modules/**"],
    },
  ],
});
