import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BRAND_NAME } from "../../lib/brand";
import { BrandMark } from "../header/brand-mark";

type FooterLink = { to: string; labelKey: string };

// The three columns of spec §2's footer. "Templates" is the home page's showcase section.
const columns: { headingKey: string; links: FooterLink[] }[] = [
  {
    headingKey: "marketing.footer.product",
    links: [
      { to: "/pricing", labelKey: "header.pricing" },
      { to: "/#templates", labelKey: "marketing.footer.templates" },
      { to: "/docs", labelKey: "header.docs" },
      { to: "/deploy", labelKey: "header.deploy" },
    ],
  },
  {
    headingKey: "marketing.footer.company",
    links: [
      { to: "/about", labelKey: "marketing.footer.about" },
      { to: "/blog", labelKey: "marketing.footer.blog" },
      { to: "/careers", labelKey: "marketing.footer.careers" },
      { to: "/contact", labelKey: "marketing.footer.contact" },
    ],
  },
  {
    headingKey: "marketing.footer.support",
    links: [
      { to: "/help", labelKey: "marketing.footer.help" },
      { to: "/docs", labelKey: "marketing.footer.documentation" },
      { to: "/status", labelKey: "marketing.footer.status" },
      { to: "/api-docs", labelKey: "marketing.footer.api" },
    ],
  },
];

/**
 * The footer of the marketing and info pages: product, company and support links, and the copyright.
 * The root layout shows it on every public marketing path (lib/page-meta.ts), never on the app's own screens.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  // The build year is fine for a copyright line; prerendered and hydrated markup then agree.
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Link
            to="/"
            className="flex items-center gap-2 self-start rounded-lg text-lg font-bold tracking-tight text-slate-950 dark:text-white"
          >
            <BrandMark />
            {BRAND_NAME}
          </Link>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("marketing.footer.tagline")}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.headingKey} aria-label={t(column.headingKey as "marketing.footer.product")}>
            <h2 className="text-sm font-semibold text-slate-950 dark:text-white">
              {t(column.headingKey as "marketing.footer.product")}
            </h2>
            <ul className="mt-3 flex flex-col gap-1">
              {column.links.map((link) => (
                <li key={link.labelKey}>
                  {/* py-1.5 keeps each link a comfortable 24 px+ touch target on phones. */}
                  <Link
                    to={link.to}
                    className="inline-block rounded py-1.5 text-sm text-slate-700 hover:text-indigo-700 hover:underline dark:text-slate-300 dark:hover:text-indigo-300"
                  >
                    {t(link.labelKey as "header.pricing")}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-200 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        {t("marketing.footer.copyright", { year, brand: BRAND_NAME })}
      </p>
    </footer>
  );
}
