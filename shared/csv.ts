/**
 * CSV as RFC 4180 writes it (and spreadsheets export it): fields split by commas (or semicolons, which spreadsheets
 * in many locales write), quoted fields may hold the separator, line breaks and doubled quotes. One pass over the
 * text, character by character.
 */
export function parseCsv(text: string): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = input.slice(0, input.search(/\r|\n|$/));
  const separator = firstLine.includes(";") && !firstLine.includes(",") ? ";" : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  const endField = () => {
    row.push(field);
    field = "";
  };
  const endRow = () => {
    endField();
    // A blank line is no row.
    if (!(row.length === 1 && row[0] === "")) rows.push(row);
    row = [];
  };
  while (i < input.length) {
    const ch = input[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === "") quoted = true;
    else if (ch === separator) endField();
    else if (ch === "\r" || ch === "\n") {
      endRow();
      if (ch === "\r" && input[i + 1] === "\n") i++;
    } else field += ch;
    i++;
  }
  if (field !== "" || row.length > 0) endRow();
  return rows;
}

const needsQuotes = (field: string) => /[",\r\n;]/.test(field) || field.trim() !== field;

/** Rows as CSV, CRLF line ends, fields quoted where they must be. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return rows
    .map((row) => row.map((f) => (needsQuotes(f) ? `"${f.replace(/"/g, '""')}"` : f)).join(","))
    .join("\r\n");
}
