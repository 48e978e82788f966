import type { PortfolioContent, PortfolioStyle, ThemeId } from "@foliocraft/schemas";
import { getTheme, styleOptionsOf, themePalettes } from "@foliocraft/themes";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AccentField } from "./accent-field";
import { ChoiceGroup } from "./choice-group";
import { FontPairingField } from "./font-pairing-field";
import { SectionOrderField } from "./section-order-field";

/**
 * The portfolio's own styling on top of its theme (content.style): accent, fonts, colour scheme, spacing and the
 * order and visibility of the sections. Every change goes through the form, so it autosaves and the preview,
 * the public page, the ZIP and deploys (all drawn by renderSite) show the same.
 */
export function ThemeStylePanel({ theme }: { theme: ThemeId }) {
  const { t } = useTranslation();
  const { setValue } = useFormContext<PortfolioContent>();
  const style = useWatch<PortfolioContent, "style">({ name: "style" });
  const options = styleOptionsOf(theme);
  const palettes = themePalettes(getTheme(theme));
  const scheme = options.bothSchemes ? (style.colorScheme ?? palettes.ownScheme) : palettes.ownScheme;

  const update = (patch: Partial<PortfolioStyle>) => {
    const next: PortfolioStyle = { ...style, ...patch };
    // An unset field means "the theme's own": drop it rather than store undefined.
    for (const key of ["accent", "fontPairing", "colorScheme"] as const) if (next[key] === undefined) delete next[key];
    setValue("style", next, { shouldDirty: true, shouldValidate: true });
  };

  // The palettes the page can show: the accent must read on each of them.
  const shown =
    !options.bothSchemes || !style.colorScheme
      ? [palettes.ownScheme === "dark" ? palettes.dark : palettes.light]
      : style.colorScheme === "auto"
        ? [palettes.light, palettes.dark]
        : [style.colorScheme === "dark" ? palettes.dark : palettes.light];

  return (
    <section aria-labelledby="theme-style-title" className="flex flex-col gap-6">
      <div>
        <h2 id="theme-style-title" className="text-xl font-semibold text-slate-950 dark:text-white">
          {t("builder.style.heading")}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("builder.style.intro")}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <AccentField
          value={style.accent}
          themeAccent={shown[0]?.accent ?? "#000000"}
          palettes={shown}
          onChange={(accent) => update({ accent })}
        />
        <FontPairingField
          pairings={options.pairings}
          value={
            style.fontPairing && options.pairings.includes(style.fontPairing) ? style.fontPairing : options.pairings[0]
          }
          onChange={(fontPairing) => update({ fontPairing })}
        />
        {options.bothSchemes ? (
          <ChoiceGroup
            name="color-scheme"
            legend={t("builder.style.scheme")}
            value={style.colorScheme === "auto" ? "auto" : scheme}
            choices={[
              { value: "light", label: t("builder.style.schemeLight") },
              { value: "dark", label: t("builder.style.schemeDark") },
              { value: "auto", label: t("builder.style.schemeAuto") },
            ]}
            onChange={(colorScheme) => update({ colorScheme })}
          />
        ) : (
          <div>
            <p className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t("builder.style.scheme")}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("builder.style.schemeSingle")}</p>
          </div>
        )}
        <ChoiceGroup
          name="density"
          legend={t("builder.style.density")}
          value={style.density}
          choices={[
            { value: "compact", label: t("builder.style.densityCompact") },
            { value: "comfortable", label: t("builder.style.densityComfortable") },
            { value: "spacious", label: t("builder.style.densitySpacious") },
          ]}
          onChange={(density) => update({ density })}
        />
      </div>
      <SectionOrderField value={style.sections} onChange={(sections) => update({ sections })} />
    </section>
  );
}
