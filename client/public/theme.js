// Applied before the first paint so a dark page never flashes white. A file of its own, not an inline script:
// the server's Content-Security-Policy allows scripts from the app's origin only.
(() => {
  var pref = null;
  var lang = null;
  try {
    pref = localStorage.getItem("theme");
    lang = localStorage.getItem("language");
  } catch {}
  var dark = pref === "dark" || (pref !== "light" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.dataset.theme = dark ? "polysub-dark" : "polysub-light";
  document.documentElement.classList.toggle("dark", dark);
  if (lang) document.documentElement.lang = lang;
})();
