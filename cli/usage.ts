import { DEFAULT_EXPORT_ENCODING, EXPORT_ENCODINGS, WRITABLE_FORMATS } from "@shared/catalog";

export const USAGE = `polysub — read, check and convert subtitle files

Usage:
  polysub parse FILE [--json] [--format F] [--fps N]
      Prints format, encoding, cue count, duration and diagnostics. The count is of the cues a player shows:
      ASS/SSA Comment events (notes, karaoke templates) are not counted.
      --json prints {format, encoding, cues:[{start,end,text}], diagnostics:[{line,severity,code,message}]};
      it lists every cue, and marks each Comment event with "comment": true.
  polysub convert FILE --to FORMAT [--encoding E] [-o OUT] [--format F] [--fps N]
      Writes FILE as FORMAT (${WRITABLE_FORMATS.join(", ")}) in encoding E
      (${EXPORT_ENCODINGS.join(", ")}; default ${DEFAULT_EXPORT_ENCODING}) to OUT, or to stdout.
  polysub admin set-plan EMAIL free|premium|pro [--until DATE]
      Puts the account on a plan (support, tests); with --until the plan ends at DATE (ISO 8601).
  polysub admin user EMAIL [--json]
      Prints the account's plan, subscriptions, usage and sessions.
      Both use the server's database: DATABASE_URL, else the SQLite file under DATA_DIR.
  polysub --help

Options:
  --format F   read FILE as format F instead of detecting it
  --fps N      MicroDVD frame rate: for reading a file that does not declare one (default 23.976),
               and for writing --to sub

Exit status: 0 when the file has no error diagnostics, 1 when it has, 2 on bad usage.
`;
