// node-webvtt ships no types; only what bench/parse.ts calls.
declare module "node-webvtt" {
  const webvtt: {
    parse(input: string, options?: { strict?: boolean; meta?: boolean }): { valid: boolean; cues: unknown[] };
  };
  export default webvtt;
}
