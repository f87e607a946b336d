import { availableParallelism } from "node:os";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { pathAliases } from "./aliases.config";

const common = { environment: "node", testTimeout: 20_000, hookTimeout: 30_000 } as const;

// Two projects so that only the client's tests pay for the React and Lingui macro transforms (Babel): the
// server, CLI and shared tests are plain TypeScript, and transforming them through Babel cost a quarter of their CPU.
export default defineConfig({
  test: {
    // Most tests wait on a server, a fake provider or a database rather than compute: one worker more than the
    // cores keeps them busy (Vitest's default is one fewer, a single worker on a 2-core machine).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        resolve: { alias: pathAliases },
        test: {
          ...common,
          name: "node",
          include: ["shared/**/*.test.ts", "server/**/*.test.ts", "cli/**/*.test.ts"],
        },
      },
      {
        resolve: { alias: pathAliases },
        plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui()],
        test: { ...common, name: "client", include: ["client/**/*.test.{ts,tsx}"] },
      },
    ],
  },
});
