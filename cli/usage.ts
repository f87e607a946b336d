import {
  DEFAULT_EXPORT_ENCODING,
  EXPORT_ENCODINGS,
  EXPORT_FORMATS,
  FALLBACK_ORDER,
  WRITABLE_FORMATS,
} from "@shared/catalog";

const TRANSLATE_OPTIONS = `  -t, --to LANG[,LANG…]
      The target languages, as codes (fr, de, pt-br…). Required.
  -f, --from LANG
      The language of the files; default auto: read from each file's text, as the web app does.
  -s, --service NAME
      ${FALLBACK_ORDER.join(", ")}; default the first of them configured. When it fails, the next configured
      one takes over, as in the web app.
  --format FORMAT
      The outputs' format: ${EXPORT_FORMATS.join(", ")}; default each input's own format (by its extension),
      else srt.
  -e, --encoding ENC
      ${EXPORT_ENCODINGS.join(", ")}; default ${DEFAULT_EXPORT_ENCODING}.
  -o, --output DIR
      Write the outputs in DIR (made when missing) instead of beside each input.
  --force
      Translate again outputs that exist (the cache answers what was translated before).
  --json
      Print one JSON object a line instead of bars: {"event": "started" | "progress" | "done" | "skipped" |
      "failed" | "summary", "file", "target", "output", …}; a failure carries "code" and "reason".
  --server URL --api-key KEY
      Remote mode: translate on the Polysub server at URL (the app's address; the API is under /api/v1),
      with an API key of a Pro account (psk_…).
  -h, --help
      Print this help.`;

const TRANSLATE_ENVIRONMENT = `  POLYSUB_CACHE_DIR
      Where the local mode keeps its translation cache (polysub.sqlite); default $XDG_CACHE_HOME/polysub,
      ~/.cache/polysub without XDG_CACHE_HOME.
  POLYSUB_SERVER, POLYSUB_API_KEY
      --server and --api-key, kept out of the shell's history.
  MYMEMORY_API_URL, MYMEMORY_EMAIL, MYMEMORY_DAILY_CHARS, DEEPL_API_KEY, DEEPL_API_URL, OPENAI_API_KEY,
  OPENAI_BASE_URL, OPENAI_MODEL, JOB_RETRY_ATTEMPTS, JOB_RETRY_DELAY_MS
      The local mode's services and retries, read as the server reads them (see the README's Configuration).
      MyMemory needs no key; DeepL and OpenAI (or any OpenAI-compatible server) are used when configured.`;

const TRANSLATE_EXIT = `  0   every output was written, or existed already
  1   an output failed (each failure is printed with its reason; the other outputs are written)
  2   bad usage: an unknown option or language, a service not configured, no FILE…
  130 interrupted (Ctrl-C): what was translated is kept in the cache, the next run sends only the rest`;

const TRANSLATE_DESCRIPTION = `  Translates subtitle files into one or more languages and writes NAME.LANG.EXT for each (movie.en.srt
  --to fr gives movie.fr.srt), beside the input or in -o DIR. A DIR stands for the subtitle files directly in
  it (not its subfolders; files named like an output of the run, NAME.LANG.EXT for a --to LANG, are left out).
  Outputs that exist are skipped unless --force. A file that cannot be read or translated fails with its reason
  and the others go on. One progress bar per output on a terminal, a line per event otherwise.

  Local mode (the default) translates in this process, with the services the environment configures. Every
  translated text is kept in a cache, so running again on the same files, with --force or into another folder,
  sends nothing; an interrupted run sends only what it had not finished.

  Remote mode (--server, --api-key) uploads each file to a Polysub server, starts one job per language, follows
  it and downloads the result: the account's plan and quotas apply, and the server's cache.`;

export const TRANSLATE_USAGE = `NAME
  polysub translate — translate subtitle files and folders

SYNOPSIS
  polysub translate FILE|DIR… --to LANG[,LANG…] [--from LANG] [--service NAME] [--format FORMAT]
                    [--encoding ENC] [-o DIR] [--force] [--json] [--server URL --api-key KEY]

DESCRIPTION
${TRANSLATE_DESCRIPTION}

OPTIONS
${TRANSLATE_OPTIONS}

ENVIRONMENT
${TRANSLATE_ENVIRONMENT}

EXIT STATUS
${TRANSLATE_EXIT}

EXAMPLES
  polysub translate movie.en.srt --to fr
      writes movie.fr.srt beside it
  polysub translate season1/ --to fr,de -o translated/
      every subtitle file of season1/ in French and German, in translated/
  DEEPL_API_KEY=… polysub translate talk.vtt --to ja --service deepl --json
  POLYSUB_API_KEY=psk_… polysub translate episodes/ --to es --server https://polysub.example
`;

export const USAGE = `NAME
  polysub — translate, read, check and convert subtitle files

SYNOPSIS
  polysub translate FILE|DIR… --to LANG[,LANG…] [options]
  polysub parse FILE [--json] [--format F] [--fps N]
  polysub convert FILE --to FORMAT [--encoding E] [-o OUT] [--format F] [--fps N]
  polysub admin set-plan EMAIL free|premium|pro [--until DATE]
  polysub admin user EMAIL [--json]
  polysub [COMMAND] --help

DESCRIPTION
  translate
      Translates files and folders into one or more languages, in this process or on a Polysub server
      (polysub translate --help tells all).
  parse
      Prints format, encoding, cue count, duration and diagnostics. The count is of the cues a player shows:
      ASS/SSA Comment events (notes, karaoke templates) are not counted. --json prints {format, encoding,
      cues:[{start,end,text}], diagnostics:[{line,severity,code,message}]}; it lists every cue,
      and marks each Comment event with "comment": true.
  convert
      Writes FILE as FORMAT (${WRITABLE_FORMATS.join(", ")}) in encoding E (${EXPORT_ENCODINGS.join(", ")};
      default ${DEFAULT_EXPORT_ENCODING}) to OUT, or to stdout.
  admin set-plan
      Puts the account on a plan (support, tests); with --until the plan ends at DATE (ISO 8601).
  admin user
      Prints the account's plan, subscriptions, usage and sessions.

OPTIONS
  --format F   parse, convert: read FILE as format F instead of detecting it
  --fps N      MicroDVD frame rate: for reading a file that does not declare one (default 23.976), and for
               writing --to sub
  translate's options: polysub translate --help

ENVIRONMENT
  DATABASE_URL, DATA_DIR
      admin: the server's database (PostgreSQL with DATABASE_URL, else the SQLite file under DATA_DIR).
${TRANSLATE_ENVIRONMENT}

EXIT STATUS
  parse, convert: 0 when the file has no error diagnostics, 1 when it has, 2 on bad usage.
  translate:
${TRANSLATE_EXIT.replace(/^/gm, "  ")}

EXAMPLES
  polysub translate movie.en.srt --to fr,de
  polysub parse movie.srt --json
  polysub convert movie.srt --to vtt --encoding utf-16 -o movie.vtt
`;
