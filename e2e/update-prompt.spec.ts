import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const NEW_BUILD = '<meta name="polysub-build" content="next">';

/**
 * The app's own server on a copy of the build (PUBLIC_DIR) and a database of its own, on a free port: the test
 * deploys a new version into that copy while a page has the app open, as an operator replacing dist/ would.
 */
async function serveCopyOfBuild(
  root: string,
): Promise<{ url: string; publicDir: string; stop(): Promise<void> }> {
  const publicDir = path.join(root, "public");
  await cp(path.join(repoRoot, "dist"), publicDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: "0",
    PUBLIC_DIR: publicDir,
    DATA_DIR: path.join(root, "data"),
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let printed = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
      const port = /running at http:\/\/localhost:(\d+)/.exec(printed)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once("exit", (code) => reject(new Error(`the server stopped at start (exit ${code})`)));
  });
  return {
    url,
    publicDir,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

/**
 * What a deploy changes for a browser that has the app installed: a new index.html, and a sw.js whose precache
 * manifest gives it a new revision (Workbox's revision is the file's MD5), so the browser installs a new worker.
 */
async function deployNewBuild(publicDir: string): Promise<void> {
  const indexPath = path.join(publicDir, "index.html");
  const swPath = path.join(publicDir, "sw.js");
  const html = (await readFile(indexPath, "utf8")).replace("</head>", `${NEW_BUILD}</head>`);
  const revision = createHash("md5").update(html).digest("hex");
  const worker = await readFile(swPath, "utf8");
  const next = worker.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, `$1${revision}"`);
  expect(next, "sw.js precaches index.html with a revision").not.toBe(worker);
  await writeFile(indexPath, html);
  await writeFile(swPath, next);
  // The old build's precompressed copies would be served first (koa-static prefers them); this deploy has none.
  for (const file of [indexPath, swPath]) {
    for (const extension of [".br", ".gz"]) await rm(`${file}${extension}`, { force: true });
  }
}

test("a new build deployed while the app is open is offered, and Reload switches to it", async ({ page }) => {
  const root = await mkdtemp(path.join(os.tmpdir(), "polysub-deploy-"));
  const server = await serveCopyOfBuild(root);
  try {
    await page.goto(`${server.url}/help`);
    // The first visit installs the service worker, which takes control of the page at once (clientsClaim).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect(page.getByText("Polysub fonctionne désormais hors ligne")).toBeVisible();

    await deployNewBuild(server.publicDir);
    // Opening a page makes the browser look for a new sw.js; the old worker still serves the old shell meanwhile.
    await page.reload();
    const reload = page.getByRole("button", { name: "Recharger" });
    await expect(page.getByText("Une nouvelle version de Polysub est disponible")).toBeVisible();
    await expect(page.locator('meta[name="polysub-build"]')).toHaveCount(0);

    await reload.click();
    await expect(page.locator('meta[name="polysub-build"]')).toHaveCount(1);
    const waiting = await page.evaluate(async () =>
      Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
    );
    expect(waiting, "the new worker is active, none waits").toBe(false);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  } finally {
    await server.stop();
    await rm(root, { recursive: true, force: true });
  }
});
