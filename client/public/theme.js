// Run before the first paint. A file of its own, not an inline script: the server's Content-Security-Policy
// allows scripts from the app's origin only.
(() => {
  var pref = null;
  var lang = null;
  try {
    pref = localStorage.getItem("theme");
    lang = localStorage.getItem("language");
  } catch {}

  // The theme, so a dark page never flashes white.
  var dark = pref === "dark" || (pref !== "light" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.dataset.theme = dark ? "polysub-dark" : "polysub-light";
  document.documentElement.classList.toggle("dark", dark);
  // A page prerendered in another language than the one chosen on this device stays hidden until main.tsx
  // replaces it (styles.css), rather than flashing the wrong words.
  if (lang && lang !== document.documentElement.lang) document.documentElement.dataset.stalePrerender = "";
  if (lang) document.documentElement.lang = lang;

  // The interface language's catalog, which the entry awaits before its first render: fetched from here, it
  // loads beside the entry instead of after it. The build lists the catalogs' URLs in a meta tag (vite.config.ts).
  // The choice follows client/lib/i18n.ts (the stored language, else the browser's first interface language,
  // else French); were they ever to differ, the entry still loads the right catalog and this one is only wasted.
  const meta = document.querySelector('meta[name="polysub-catalogs"]');
  if (!meta) return;
  const urls = Object.fromEntries(meta.content.split(" ").map((pair) => pair.split("=")));
  const browser = (navigator.languages || [navigator.language])
    .map((tag) => String(tag).split("-")[0].toLowerCase())
    .find((primary) => primary in urls);
  const locale = lang in urls ? lang : browser || "fr";
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.crossOrigin = "";
  link.href = urls[locale];
  document.head.appendChild(link);
})();
