// `npm run bench`: runs every bench script in turn. Adding one is one line in BENCHES.
import { benchFirstLoad } from "./firstLoad";
import { benchParse } from "./parse";
import { benchTranslate } from "./translate";

const BENCHES: [name: string, run: () => Promise<void>][] = [
  ["parse", benchParse],
  ["translate", benchTranslate],
  ["first load", benchFirstLoad],
];

for (const [name, run] of BENCHES) {
  console.log(`\n=== bench: ${name}`);
  await run();
}
