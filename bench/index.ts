// `npm run bench`: runs every bench script in turn, or those named (`npm run bench -- first-load`). Adding one is
// one line in BENCHES.
import { benchCli } from "./cli";
import { benchFirstLoad } from "./firstLoad";
import { benchLoad } from "./load";
import { benchParse } from "./parse";
import { benchReviewGrid } from "./reviewGrid";
import { benchTranslate } from "./translate";
import { benchUpload } from "./upload";

const BENCHES: [name: string, run: () => Promise<void>][] = [
  ["parse", benchParse],
  ["translate", benchTranslate],
  ["upload", benchUpload],
  ["cli", benchCli],
  ["first-load", benchFirstLoad],
  ["load", benchLoad],
  ["review-grid", benchReviewGrid],
];

const named = process.argv.slice(2);
const unknown = named.filter((name) => !BENCHES.some(([known]) => known === name));
if (unknown.length > 0) throw new Error(`no bench named ${unknown.join(", ")}`);

for (const [name, run] of BENCHES) {
  if (named.length > 0 && !named.includes(name)) continue;
  console.log(`\n=== bench: ${name}`);
  await run();
}
