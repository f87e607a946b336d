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
  const prerendered = document.documentElement.dataset.prerendered;
  const stale = Boolean(lang && prerendered && lang !== prerendered);
  if (stale) document.documentElement.dataset.stalePrerender = "";
  if (lang) document.documentElement.lang = lang;

  function preload(href) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.appendChild(link);
  }

  // The interface language's catalog, which the entry awaits before its first render: fetched from here, it
  // loads beside the entry instead of after it. The build lists the catalogs' URLs in a meta tag (vite.config.ts).
  // The choice follows client/lib/i18n.ts (the stored language, else the browser's first interface language,
  // else French); were they ever to differ, the entry still loads the right catalog and this one is only wasted.
  const catalogs = document.querySelector('meta[name="polysub-catalogs"]');
  const urls = catalogs ? Object.fromEntries(catalogs.content.split(" ").map((pair) => pair.split("="))) : {};
  const browser = (navigator.languages || [navigator.language])
    .map((tag) => String(tag).split("-")[0].toLowerCase())
    .find((primary) => primary in urls);
  const catalog = urls[lang in urls ? lang : browser || "fr"];

  // A prerendered page (scripts/prerender.ts names its script in a meta tag instead of loading it) reads without
  // it: it loads once the first paint is on screen, so that a slow connection gives the page and its stylesheet
  // first, and a slow device does not compile it while it paints. A page that must be replaced (stale) or that
  // nobody sees yet needs no paint first.
  const app = document.querySelector('meta[name="polysub-app"]');
  let started = false;
  function startApp() {
    if (started) return;
    started = true;
    if (catalog) preload(catalog);
    if (!app) return;
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = app.content;
    document.head.appendChild(script);
    // The page's own chunks (scripts/prerender.ts lists them), which the entry awaits before hydrating.
    const page = document.querySelector('meta[name="polysub-page"]');
    if (page) for (const href of page.content.split(" ")) preload(href);
  }
  if (!app || stale || document.visibilityState === "hidden") startApp();
  else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    const painted = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      painted.disconnect();
      setTimeout(startApp, 0);
    });
    painted.observe({ type: "paint", buffered: true });
    // A paint the browser never reports (the page hidden meanwhile) must not leave it without its script.
    setTimeout(startApp, 3000);
  } else
    document.addEventListener("DOMContentLoaded", () => requestAnimationFrame(() => setTimeout(startApp, 0)));
})();
