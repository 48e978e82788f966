import { findFontPairing, fontRoutePrefix, getFontFamily, latinFontFaceCss } from "@foliocraft/themes";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceGroup } from "./choice-group";

/**
 * The theme's font pairings, each shown as its two family names drawn in their own faces (the Latin files from the
 * server's /fonts/ route; the app's CSP allows fonts from itself).
 */
export function FontPairingField({
  pairings,
  value,
  onChange,
}: {
  pairings: readonly string[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const resolved = pairings.flatMap((id) => {
    const pairing = findFontPairing(id);
    return pairing ? [pairing] : [];
  });
  // A theme's pairings are fixed: their joined ids identify the faces to declare.
  const key = pairings.join(",");
  const faces = useMemo(
    () =>
      latinFontFaceCss(
        key.split(",").flatMap((id) => {
          const pairing = findFontPairing(id);
          return pairing ? [pairing.heading, pairing.body] : [];
        }),
        fontRoutePrefix,
      ),
    [key],
  );
  return (
    <div>
      <style>{faces}</style>
      <ChoiceGroup
        name="font-pairing"
        legend={t("builder.style.fonts")}
        value={value}
        columns
        choices={resolved.map((pairing) => {
          const heading = getFontFamily(pairing.heading);
          const body = getFontFamily(pairing.body);
          return {
            value: pairing.id,
            label: (
              <span className="flex flex-col">
                <span
                  className="text-base font-semibold"
                  style={{ fontFamily: `"${heading.name}", ${heading.fallback}` }}
                >
                  {heading.name}
                </span>
                <span className="text-sm" style={{ fontFamily: `"${body.name}", ${body.fallback}` }}>
                  {heading.id === body.id
                    ? t("builder.style.fontSame")
                    : t("builder.style.fontBody", { font: body.name })}
                </span>
              </span>
            ),
          };
        })}
        onChange={onChange}
      />
    </div>
  );
}
