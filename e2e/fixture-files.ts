import { fileURLToPath } from "node:url";

/** The repository's own subtitle files for the browser tests (e2e/fixtures/), as paths to upload. */
export const EVENING_WALK = fileURLToPath(new URL("./fixtures/evening-walk.srt", import.meta.url));
/** A subtitle file with faults on known lines. */
export const BROKEN = fileURLToPath(new URL("./fixtures/broken.srt", import.meta.url));
