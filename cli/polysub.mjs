#!/usr/bin/env node
// Thin shim: lets the TypeScript CLI run without a build step.
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

// The repository's tsconfig, whatever the working directory: it holds the path aliases (@shared/…).
register({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) });
await import("./main.ts");
