/** The entry of a batch zip that lists the files it could not write, so that one bad file does not cost the others. */
export const BATCH_PROBLEMS_ENTRY = "not-exported.txt";

/** The name a batch download is saved under, by the server's answer or the device. */
export const BATCH_ZIP_NAME = "polysub-translations.zip";

/** Keeps a file name usable as a path inside a zip: no folders, no control characters, no leading dots. */
export function safeZipName(filename: string): string {
  const printable = [...filename].map((c) => (c < " " || c === "/" || c === "\\" ? "_" : c)).join("");
  return printable.replace(/^\.+/, "_") || "file";
}

/**
 * The entry names of a batch download, in order: each name made safe, and a name met before (compared without case,
 * as Windows and macOS extract them) numbered before its `.<target>.<ext>` suffix: `movie.fr.srt`, `movie-2.fr.srt`.
 * The server's zip and the one built on the device both name their entries here.
 */
export function uniqueZipNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const safe = safeZipName(name);
    // The stem is up to the language and extension suffix (`.fr.srt`), or the last extension alone.
    const suffix = /(\.[a-z]{2,3}(-[a-z0-9]{2,8})?)?\.[^.]+$/i.exec(safe);
    const stem = suffix ? safe.slice(0, suffix.index) : safe;
    const tail = suffix ? suffix[0] : "";
    let candidate = safe;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem}-${n}${tail}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
