import { themeCatalog } from "@foliocraft/themes";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { buttonClasses } from "../../components/ui/button-styles";
import { showcasePath } from "./showcase";

// The dashboard's thumbnail geometry (features/dashboard/template-thumbnail.tsx): the desktop page of the preview
// (previewDevices.desktop, not imported: that module brings the whole renderer) at a fifth of its size, laid out
// at its real width so the theme's media queries see a desktop.
const SCALE = 0.2;
const screen = { width: 1280, height: 800 };

const free = themeCatalog.filter((theme) => theme.tier === "free").length;

/**
 * Every theme, drawn by the real renderer with the sample portfolio. The pages are rendered at build time and
 * loaded lazily into sandboxed frames as they scroll into view, so the showcase costs the home page no JavaScript.
 */
export function TemplateShowcase() {
  const { t } = useTranslation();
  return (
    <section
      id="templates"
      aria-labelledby="templates-heading"
      // Scrolled to from "Browse the templates": keep the heading clear of the sticky header.
      className="scroll-mt-16 bg-slate-50 px-4 py-16 sm:px-6 sm:py-20 dark:bg-slate-900/50"
    >
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="templates-heading"
            className="text-3xl font-bold tracking-tight text-balance text-slate-950 dark:text-white"
          >
            {t("marketing.showcase.heading")}
          </h2>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
            {t("marketing.showcase.intro", { free, pro: themeCatalog.length - free })}
          </p>
        </div>
        <ul className="mt-12 grid justify-items-center gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {themeCatalog.map((theme) => (
            <li
              key={theme.id}
              data-theme={theme.id}
              className="flex w-full max-w-72 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <div
                className="relative overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700"
                style={{ width: screen.width * SCALE, height: screen.height * SCALE }}
              >
                {/* Decorative: the theme's name below says what it is. sandbox="" runs nothing inside. */}
                <iframe
                  title={t("dashboard.templates.previewOf", { theme: theme.name })}
                  src={showcasePath(theme.id)}
                  sandbox=""
                  loading="lazy"
                  tabIndex={-1}
                  aria-hidden="true"
                  referrerPolicy="no-referrer"
                  className="pointer-events-none absolute top-0 left-0 origin-top-left border-0 bg-white"
                  style={{ width: screen.width, height: screen.height, transform: `scale(${SCALE})` }}
                />
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-medium text-slate-950 dark:text-white">{theme.name}</h3>
                {theme.tier === "pro" ? (
                  <Badge>{t("header.pro")}</Badge>
                ) : (
                  <span className="text-xs font-medium text-emerald-800 dark:text-emerald-300">
                    {t("dashboard.templates.free")}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <Link to="/signup" className={buttonClasses("primary", "md")}>
            {t("marketing.showcase.start")}
          </Link>
        </div>
      </div>
    </section>
  );
}
