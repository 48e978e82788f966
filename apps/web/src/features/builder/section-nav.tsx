import type { PortfolioContent } from "@foliocraft/schemas";
import { useFormState } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { sectionDomId } from "./sections/section-card";
import { errorCountBySection, sectionIds } from "./sections/section-ids";
import type { SectionId } from "./sections/section-ids";

/** Jumps to a section and moves focus there, so keyboard users continue from it. */
function goTo(id: SectionId) {
  const element = document.getElementById(sectionDomId(id));
  if (!element) return;
  element.scrollIntoView({
    behavior: window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
  });
  element.focus({ preventScroll: true });
}

/** Links to every section, each with how many of its fields need fixing. */
export function SectionNav() {
  const { t } = useTranslation();
  const { errors } = useFormState<PortfolioContent>();
  const counts = errorCountBySection(errors);
  return (
    <nav aria-label={t("builder.sections.nav")} className="min-w-0">
      <ul className="flex gap-1 overflow-x-auto pb-1 xl:flex-col xl:overflow-visible">
        {sectionIds.map((id) => {
          const count = counts[id] ?? 0;
          return (
            <li key={id} className="shrink-0">
              <a
                href={`#${sectionDomId(id)}`}
                onClick={(event) => {
                  event.preventDefault();
                  goTo(id);
                }}
                // On a phone the index scrolls sideways, and Chrome leaves a link that is partly in view where it
                // is when Tab reaches it: bring it in whole.
                onFocus={(event) => event.currentTarget.scrollIntoView({ block: "nearest", inline: "nearest" })}
                className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                <span className="flex-1">{t(`builder.sections.${id}`)}</span>
                {count > 0 && (
                  <span className="rounded-full bg-red-100 px-2 text-xs font-semibold text-red-800 dark:bg-red-500/20 dark:text-red-200">
                    <span aria-hidden="true">{count}</span>
                    <span className="sr-only">{t("builder.sections.errors", { errors: count })}</span>
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
