import type { PortfolioContent, ThemeId } from "@foliocraft/schemas";
import { themeCatalog } from "@foliocraft/themes";
import clsx from "clsx";
import { CircleCheck, Lock } from "lucide-react";
import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Badge } from "../../components/ui/badge";
import { ThemePreview } from "../preview/theme-preview";
import { ProUpgradeButton } from "./pro/pro-upgrade-button";
import { ThemeStylePanel } from "./style/theme-style-panel";

/**
 * Step 2: the 20 themes, each drawn with the user's own content. A native radio group: Tab reaches it, arrow keys
 * move between themes, and each theme's name is its label. Pro themes can be chosen and previewed by everyone;
 * publishing or exporting them needs Pro (the server enforces it). On the free plan each Pro card carries a lock,
 * and the chosen one says what needs Pro with the upgrade right there, where the eye is (issue 20 item 4).
 */
export function ThemeStep({
  isPremium,
  showPoweredBy,
  published = false,
  portfolioId,
}: {
  isPremium: boolean;
  showPoweredBy: boolean;
  /** For the upgrade: the choice it is for is remembered against this portfolio. */
  portfolioId: string;
  /** A published portfolio with a Pro theme on a lapsed plan is served with Minimal: the note says so. */
  published?: boolean;
}) {
  const { t } = useTranslation();
  const { setValue, getValues } = useFormContext<PortfolioContent>();
  const selected = useWatch<PortfolioContent, "theme">({ name: "theme" });
  // The thumbnails show the content as it was on entering the step: choosing a theme must not redraw all twenty.
  const [content] = useState(() => structuredClone(getValues()));
  const selectedTheme = themeCatalog.find((theme) => theme.id === selected);

  const choose = (id: ThemeId) => setValue("theme", id, { shouldDirty: true, shouldValidate: true });

  return (
    <section aria-labelledby="theme-step-title" className="flex flex-col gap-6">
      <div>
        <h2 id="theme-step-title" className="text-xl font-semibold text-slate-950 dark:text-white">
          {t("builder.theme.heading")}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("builder.theme.intro")}</p>
      </div>
      <fieldset>
        <legend className="sr-only">{t("builder.theme.heading")}</legend>
        {/* Two columns on a phone: half the scrolling, and every name still fits (it wraps, never truncates). */}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(17rem,1fr))] sm:gap-4">
          {themeCatalog.map((theme) => {
            const checked = theme.id === selected;
            const id = `theme-option-${theme.id}`;
            const locked = theme.tier === "pro" && !isPremium;
            const noteId = `${id}-pro-note`;
            return (
              <div key={theme.id}>
                {/* The radio lies over its whole card (transparent): a click anywhere on the card is on it, and
                    when Tab or an arrow key brings it into view, the browser scrolls the whole card in, not a
                    1 px box at one corner. */}
                <div className="relative">
                  <input
                    id={id}
                    type="radio"
                    name="portfolio-theme"
                    value={theme.id}
                    checked={checked}
                    onChange={() => choose(theme.id)}
                    aria-describedby={locked && checked ? noteId : undefined}
                    className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
                  />
                  <label
                    htmlFor={id}
                    className={clsx(
                      "flex cursor-pointer flex-col gap-2 rounded-xl border-2 p-2 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600",
                      checked
                        ? "border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-500/10"
                        : "border-slate-200 peer-hover:border-slate-400 dark:border-slate-800 dark:peer-hover:border-slate-600",
                    )}
                  >
                    <span className="block aspect-[8/5] w-full overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800">
                      <ThemePreview
                        content={content}
                        theme={theme.id}
                        interactive={false}
                        showPoweredBy={showPoweredBy}
                        title={theme.name}
                      />
                    </span>
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 px-1">
                      <span className="min-w-0 flex-1 font-medium break-words text-slate-900 dark:text-slate-100">
                        {theme.name}
                      </span>
                      {theme.tier === "pro" ? (
                        <Badge className="inline-flex items-center gap-1">
                          {locked && <Lock aria-hidden="true" className="size-3" data-testid="pro-lock" />}
                          {t("header.pro")}
                          {locked && <span className="sr-only">{t("builder.pro.lockedLabel")}</span>}
                        </Badge>
                      ) : (
                        <Badge className="bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-100">
                          {t("builder.theme.free")}
                        </Badge>
                      )}
                      {checked && (
                        <CircleCheck aria-hidden="true" className="size-5 text-indigo-600 dark:text-indigo-400" />
                      )}
                    </span>
                  </label>
                </div>
                {locked && checked && (
                  <div
                    id={noteId}
                    className="mt-2 flex flex-col items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
                  >
                    <p>{published ? t("portfolios.lapsedTheme", { theme: theme.name }) : t("builder.theme.proNote")}</p>
                    <ProUpgradeButton choice={{ portfolioId, theme: theme.id, action: "theme" }} />
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
      {selectedTheme && <ThemeStylePanel theme={selectedTheme.id} />}
    </section>
  );
}
