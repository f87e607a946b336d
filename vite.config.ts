import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { pathAliases } from "./aliases.config";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:8080";

/** Lists each catalog's built URL in index.html (`fr=/assets/messages.fr-….js …`), for public/theme.js to preload one. */
function catalogUrls(): Plugin {
  return {
    name: "polysub:catalog-urls",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (_html, { bundle }) => {
        const pairs = Object.keys(bundle ?? {}).flatMap((file) => {
          const locale = /^assets\/messages\.(\w+)-[\w-]+\.js$/.exec(file)?.[1];
          return locale ? [`${locale}=/${file}`] : [];
        });
        return [
          {
            tag: "meta",
            attrs: { name: "polysub-catalogs", content: pairs.join(" ") },
            injectTo: "head-prepend",
          },
        ];
      },
    },
  };
}

export default defineConfig({
  root: "client",
  publicDir: "public",
  // The manifest tells bench/firstLoad.ts which chunks the entry loads.
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    // Maps are written for the operator to read stack traces with, but not linked from the bundles; the server
    // never serves them (server/middleware/serveClient.ts).
    sourcemap: "hidden",
    manifest: true,
    // Every browser the app supports (installable PWAs with module workers) preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry loads in one chunk: each extra module costs the browser a preload and an
        // instantiation on the main thread, and the first load was 23 small chunks.
        codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] },
        // Catalogs named by language, so the service worker can precache the English one (the fallback) only.
        chunkFileNames: (chunk) => {
          const locale = /locales\/(\w+)\/messages\.po$/.exec(chunk.facadeModuleId ?? "")?.[1];
          return locale ? `assets/messages.${locale}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
  // Dexie's own ES2018 build, smaller than the transpiled one its package entry wraps (one copy in the app either way).
  resolve: {
    alias: {
      ...pathAliases,
      dexie: fileURLToPath(new URL("node_modules/dexie/dist/modern/dexie.mjs", import.meta.url)),
    },
  },
  worker: { format: "es" },
  server: { proxy: { "/api": apiTarget } },
  plugins: [
    react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
    lingui(),
    tailwindcss(),
    catalogUrls(),
    VitePWA({
      strategies: "generateSW",
      registerType: "prompt",
      injectRegister: false,
      // In the default interface language (French, DECISIONS.md): the install prompt shows these words.
      manifest: {
        name: "Polysub",
        short_name: "Polysub",
        description:
          "Traduisez vos fichiers de sous-titres dans d'autres langues en gardant chaque minutage.",
        lang: "fr",
        theme_color: "#1f2937",
        background_color: "#ffffff",
        display: "standalone",
        start_url: "/",
        scope: "/",
        icons: [
          { src: "icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          { src: "icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
        ],
      },
      workbox: {
        // The app shell only: every page opens offline. Locale catalogs (but English, the fallback), legal texts
        // per locale and the subtitle worker are fetched on first use and kept by the runtime route below (client/lib/pwa.ts
        // re-requests what the first visit loaded before the service worker took control).
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        globIgnores: [
          "**/messages.!(en)-*.js",
          "**/legal.*.js",
          "**/subtitle.worker-*.js",
          "**/inspect-*.js",
          // A page's prerender is for a first visit, over the network; offline, navigateFallback's shell renders it.
          "prerendered/**",
        ],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//],
        clientsClaim: true,
        runtimeCaching: [
          {
            // Hashed names: a cached file is right for ever, so the cache answers without asking the network.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
            handler: "CacheFirst",
            options: { cacheName: "assets", expiration: { maxEntries: 80, purgeOnQuotaError: true } },
          },
        ],
      },
    }),
  ],
});
