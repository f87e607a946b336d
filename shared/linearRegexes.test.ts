import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkSync } from "recheck";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every regular expression of the app's source is checked by recheck's static analysis: one that can backtrack
 * super-linearly on text a visitor sends (a file's cues, a provider's reply to them, a header) lets one request
 * block the event loop for minutes (issue 35: 400 KB of `<` froze the server through a quadratic markup pattern).
 * Literals are read from the syntax tree, with `new RegExp` of a literal pattern or of one built from other literals
 * of its file (`${NAME.source}`). A pattern built from anything else must be listed in DYNAMIC with why it is safe.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = ["shared", "server", "client", "cli"];

/**
 * Patterns that never see user text where they are written, so their worst case does not matter: the files they
 * are allowed in, and where their input comes from.
 */
const NEVER_USER_TEXT: Record<string, { files: string[]; why: string }> = {
  "/\\/+$/": {
    files: [
      "server/config.ts",
      "server/mail/links.ts",
      "server/providers/deepl.ts",
      "server/providers/mymemory.ts",
    ],
    why: "trims the trailing slashes of the operator's APP_URL and service base URLs (environment, config)",
  },
};

/** `new RegExp` calls whose pattern is not a literal, by file, with why they are linear. */
const DYNAMIC: Record<string, string> = {
  "server/providers/split.ts":
    "keepSeparators adds the g flag to SENTENCE_END, a literal of the same file and checked as such",
  "shared/subtitles/segments/repair.ts":
    "a source's words, escaped, with \\s+ between them: a literal search whose \\s+ meet only non-space characters",
};

interface Found {
  where: string;
  pattern: string;
  flags: string;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) yield file;
  }
}

function literalParts(text: string): { pattern: string; flags: string } {
  const slash = text.lastIndexOf("/");
  return { pattern: text.slice(1, slash), flags: text.slice(slash + 1) };
}

/** The regular expressions of one file, and the `new RegExp` calls it was not able to read. */
function regexesOf(file: string): { found: Found[]; unread: string[] } {
  const relative = path.relative(ROOT, file);
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const unread: string[] = [];
  const literals = new Map<string, string>();
  const at = (node: ts.Node) =>
    `${relative}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      found.push({ where: at(node), ...literalParts(node.text) });
      const parent = node.parent;
      if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name))
        literals.set(parent.name.text, literalParts(node.text).pattern);
    }
    if (ts.isNewExpression(node) && node.expression.getText() === "RegExp") {
      const [pattern, flags] = node.arguments ?? [];
      const flagText = flags && ts.isStringLiteralLike(flags) ? flags.text : "";
      const built = pattern ? builtPattern(pattern, literals) : undefined;
      if (built === undefined) unread.push(at(node));
      else found.push({ where: at(node), pattern: built, flags: flagText });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { found, unread };
}

/** A string literal, or a template whose every part is `${NAME.source}` of a regex literal declared above it. */
function builtPattern(node: ts.Expression, literals: Map<string, string>): string | undefined {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return undefined;
  let pattern = node.head.text;
  for (const span of node.templateSpans) {
    const expression = span.expression;
    if (!ts.isPropertyAccessExpression(expression) || expression.name.text !== "source") return undefined;
    const literal = literals.get(expression.expression.getText());
    if (literal === undefined) return undefined;
    pattern += literal + span.literal.text;
  }
  return pattern;
}

describe("regular expressions", () => {
  const all = SOURCES.flatMap((dir) => [...sourceFiles(path.join(ROOT, dir))].map(regexesOf));

  it("are read from the source, and any pattern built from other values is listed with why it is linear", () => {
    expect(all.flatMap((file) => file.found).length).toBeGreaterThan(100);
    const unlisted = all
      .flatMap((file) => file.unread)
      .filter((where) => !((where.split(":")[0] as string) in DYNAMIC));
    expect(unlisted).toEqual([]);
  });

  it("are linear: no input makes one backtrack super-linearly", { timeout: 180_000 }, () => {
    // recheck's pure JavaScript checker, in this process: no Java, no native binary, no helper thread.
    process.env.RECHECK_SYNC_BACKEND = "pure";
    const unsafe: string[] = [];
    for (const { where, pattern, flags } of all.flatMap((file) => file.found)) {
      if (NEVER_USER_TEXT[`/${pattern}/`]?.files.includes(where.split(":")[0] as string)) continue;
      // recheck fuzzes the patterns its automaton cannot read (lookarounds): a fixed seed makes a run repeatable.
      const result = checkSync(pattern, flags, { randomSeed: 0 });
      if (result.status === "vulnerable")
        unsafe.push(
          `${where} /${pattern}/${flags}: ${result.complexity.summary}, e.g. ${result.attack.pattern}`,
        );
      else if (result.status === "unknown")
        unsafe.push(`${where} /${pattern}/${flags}: ${result.error.kind}`);
    }
    expect(unsafe).toEqual([]);
  });
});
