import { fileURLToPath } from "node:url";

/** The path aliases of tsconfig.base.json, for Vite and Vitest (tsx reads the tsconfig itself). */
export const pathAliases: Record<string, string> = Object.fromEntries(
  ["shared", "server", "client", "test"].map((dir) => [
    `@${dir}`,
    fileURLToPath(new URL(`./${dir}`, import.meta.url)),
  ]),
);
