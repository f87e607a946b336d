import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { pathAliases } from "./aliases.config";

export default defineConfig({
  resolve: { alias: pathAliases },
  plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui()],
  test: {
    environment: "node",
    include: ["shared/**/*.test.ts", "server/**/*.test.ts", "cli/**/*.test.ts", "client/**/*.test.{ts,tsx}"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
