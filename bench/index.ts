// `npm run bench`: runs every bench script in turn. Adding one is one line in BENCHES.
import { benchParse } from "./parse";
import { benchTranslate } from "./translate";

const BENCHES: [name: string, run: () => Promise<void>][] = [
  ["parse", benchParse],
  ["translate", benchTranslate],
];

for (const [name, run] of BENCHES) {
  console.log(`\n=== bench: ${name}`);
  await run();
}
