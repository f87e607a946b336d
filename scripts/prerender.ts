/**
 * After `vite build`, before precompress: renders each page of shared/prerendered.ts in each interface language
 * into dist/prerendered/[<route>/]<locale>.html, from dist/index.html. The server answers the route with the one
 * matching the browser's languages, so a first visit paints the page before any script has run
 * (client/prerender.tsx, client/main.tsx).
 * Usage: node --import tsx scripts/prerender.ts [dist]
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { INTERFACE_LANGUAGES } from "@shared/locales";
import { PRERENDERED_ROUTES, prerenderedFile } from "@shared/prerendered";
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

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript files of the named lazy pages (client/routes.tsx pageName, their chunks' names) and what they
 * import, but the entry's: the browser fetches them beside the entry instead of after it has run.
 */
function pageFiles(manifest: Manifest, pages: string[]): string[] {
  const keys = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (keys.has(key) || !chunk || chunk.isEntry) return;
    keys.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const page of pages) {
    const key = Object.keys(manifest).find((k) => manifest[k]?.isDynamicEntry && manifest[k]?.name === page);
    if (!key) throw new Error(`the build has no chunk named ${page}: a page's chunk is named after it`);
    visit(key);
  }
  return [...keys].map((key) => `/${manifest[key]?.file}`).filter((file) => file.endsWith(".js"));
}

/**
 * The built index.html with the page in its root, its title and its language, marked prerendered. Its script
 * moves into a meta tag: public/theme.js loads it once the page has painted, which it does without it.
 */
function fillTemplate(
  template: string,
  page: { html: string; title: string; locale: string; files: string[] },
): string {
  const entry = entryScript(template);
  const pageMeta =
    page.files.length > 0 ? `<meta name="polysub-page" content="${page.files.join(" ")}" />\n    ` : "";
  const filled = template
    .replace(entry.tag, "")
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}" data-prerendered="${page.locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      '<script src="/theme.js">',
      `<meta name="polysub-app" content="${entry.file}" />\n    ${pageMeta}<script src="/theme.js">`,
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
  const manifest = JSON.parse(await readFile(path.join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
  const vite = await createServer({
    configFile: path.resolve("vite.config.ts"),
    server: { middlewareMode: true, hmr: false },
    appType: "custom",
    logLevel: "warn",
  });
  try {
    // client/prerender.tsx, through Vite's transforms (Lingui macros, catalogs, path aliases).
    const { prerender } = (await vite.ssrLoadModule("/prerender.tsx")) as {
      prerender: (path: string, locale: string) => Promise<{ html: string; title: string; pages: string[] }>;
    };
    for (const route of PRERENDERED_ROUTES) {
      for (const locale of INTERFACE_LANGUAGES) {
        const page = await prerender(route, locale);
        const file = path.join(dist, prerenderedFile(route, locale));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(
          file,
          fillTemplate(template, { ...page, locale, files: pageFiles(manifest, page.pages) }),
        );
      }
    }
    console.log(
      `prerendered ${PRERENDERED_ROUTES.length} pages in ${INTERFACE_LANGUAGES.length} languages into ${dist}/prerendered`,
    );
  } finally {
    await vite.close();
  }
}

await main(path.resolve(process.argv[2] ?? "dist"));
