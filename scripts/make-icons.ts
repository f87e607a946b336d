/**
 * Draws the PNG icons of the web app manifest from client/public/icon.svg with Debian's Chromium, so the PNGs
 * always match the SVG: `node --import tsx scripts/make-icons.ts`, then commit client/public/icons/.
 * "any" icons keep the SVG's rounded corners on a transparent background; the maskable and Apple icons fill the
 * whole square with the icon's colour and shrink the drawing into the safe zone (the inner 80 %), because the
 * platform cuts its own shape out of them.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = path.join(ROOT, "client/public");
const BACKGROUND = "#4338ca";

interface Icon {
  file: string;
  size: number;
  /** Share of the square the drawing takes; the rest is filled with BACKGROUND. */
  scale: number;
}

const ICONS: Icon[] = [
  { file: "icons/icon-192.png", size: 192, scale: 1 },
  { file: "icons/icon-512.png", size: 512, scale: 1 },
  { file: "icons/maskable-512.png", size: 512, scale: 0.72 },
  { file: "icons/apple-touch-icon-180.png", size: 180, scale: 0.8 },
];

const svg = await readFile(path.join(PUBLIC, "icon.svg"), "utf8");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    const inner = Math.round(icon.size * icon.scale);
    const background = icon.scale < 1 ? BACKGROUND : "transparent";
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${background}">
        <div style="width:${inner}px;height:${inner}px">${svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `)}</div>
      </body>`,
    );
    await page.screenshot({ path: path.join(PUBLIC, icon.file), omitBackground: icon.scale === 1 });
    console.log(`${icon.file} ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
