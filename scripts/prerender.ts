/**
 * After `vite build`, before precompress: renders the home page in each interface language into
 * dist/prerendered/<locale>.html, from dist/index.html. The server answers `/` with the one matching the browser's
 * languages, so a first visit paints the page before any script has run (client/prerender.tsx, client/main.tsx).
 * Usage: node --import tsx scripts/prerender.ts [dist]
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { INTERFACE_LANGUAGES } from "@shared/locales";
import { createServer } from "vite";

// React's production build renders exactly what the production client hydrates.
process.env.NODE_ENV = "production";

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The entry script tag and its URL, as the build wrote them into index.html. */
function entryScript(template: string): { tag: string; file: string } {
  const entries = [...template.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
  if (entries.length !== 1 || !entries[0]?.[1])
    throw new Error("index.html should load exactly one entry script");
  // vite.config.ts builds everything the entry loads into its one chunk: theme.js inserts that chunk alone. Only
  // rolldown's runtime helpers (under 1 KB) may stand apart, once a lazy chunk (the API reference) shares them:
  // their modulepreload stays in the page's head, fetched beside the entry.
  const preloads = [...template.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)];
  if (preloads.some(([, href]) => !/\/rolldown-runtime-[\w-]+\.js$/.test(href ?? "")))
    throw new Error("the entry should import no other chunk statically");
  return { tag: entries[0][0], file: entries[0][1] };
}

/**
 * The built index.html with the page in its root, its title and its language, marked prerendered. Its script
 * moves into a meta tag: public/theme.js loads it once the page has painted, which it does without it.
 */
function fillTemplate(template: string, page: { html: string; title: string; locale: string }): string {
  const entry = entryScript(template);
  const filled = template
    .replace(entry.tag, "")
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}" data-prerendered="${page.locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      '<script src="/theme.js">',
      `<meta name="polysub-app" content="${entry.file}" />\n    <script src="/theme.js">`,
    )
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  if (
    !filled.includes("data-prerendered") ||
    !filled.includes("polysub-app") ||
    filled.includes('<div id="root"></div>')
  )
    throw new Error("index.html lacks <html lang>, theme.js or an empty root to fill");
  return filled;
}

async function main(dist: string): Promise<void> {
  const template = await readFile(path.join(dist, "index.html"), "utf8");
  const vite = await createServer({
    configFile: path.resolve("vite.config.ts"),
    server: { middlewareMode: true, hmr: false },
    appType: "custom",
    logLevel: "warn",
  });
  try {
    // client/prerender.tsx, through Vite's transforms (Lingui macros, catalogs, path aliases).
    const { prerender } = (await vite.ssrLoadModule("/prerender.tsx")) as {
      prerender: (path: string, locale: string) => Promise<{ html: string; title: string }>;
    };
    const out = path.join(dist, "prerendered");
    await mkdir(out, { recursive: true });
    for (const locale of INTERFACE_LANGUAGES) {
      const page = await prerender("/", locale);
      await writeFile(path.join(out, `${locale}.html`), fillTemplate(template, { ...page, locale }));
    }
    console.log(`prerendered / in ${INTERFACE_LANGUAGES.length} languages into ${out}`);
  } finally {
    await vite.close();
  }
}

await main(path.resolve(process.argv[2] ?? "dist"));
