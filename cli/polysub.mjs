#!/usr/bin/env node
// Thin shim: lets the TypeScript CLI run without a build step.
import { register } from "tsx/esm/api";

register();
await import("./main.ts");
