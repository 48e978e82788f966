// Runs in <head> before the first paint, so the page never flashes the wrong theme, language or direction.
// A classic file, not inline: the server's CSP allows scripts from 'self' only.
// Keep in step with src/features/theme/theme-store.ts and src/i18n/detect-language.ts (boot-script.test.ts checks).
/* global document, window */
(function () {
  var root = document.documentElement;
  var languages = ["en", "es", "fr", "de", "pt", "it", "zh", "ja", "ar", "hi"];
  var rtl = ["ar"];

  function read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null; // Storage can be disabled (privacy modes): fall back to the defaults.
    }
  }

  var theme = read("theme");
  if (theme !== "dark" && theme !== "light") {
    var media = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
    theme = media && media.matches ? "dark" : "light";
  }
  if (theme === "dark") root.classList.add("dark");
  else root.classList.remove("dark");

  var lang = read("language");
  if (languages.indexOf(lang) < 0) {
    var prefix = String(navigator.language || "")
      .toLowerCase()
      .split("-")[0];
    lang = languages.indexOf(prefix) >= 0 ? prefix : "en";
  }
  root.setAttribute("lang", lang);
  root.setAttribute("dir", rtl.indexOf(lang) >= 0 ? "rtl" : "ltr");
})();
