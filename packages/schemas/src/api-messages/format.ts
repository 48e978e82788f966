// How API message parameters are written, apart from the catalog: the web needs these without the catalog's English
// (it has the same texts, translated, in its locale files).

/** Fills a template's `{{name}}` placeholders (unknown names are left as they are). */
export function fillPlaceholders(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

// Parameters with these names are durations: written with their unit, so templates say "wait {{seconds}}", and
// Intl picks the unit's plural form in each language ("1 second", "30 seconds", "3 ثوان", "1 Sekunde").
const durationUnits: Record<string, "second" | "minute"> = { seconds: "second", minutes: "minute" };

/**
 * A message's parameters as `language` writes them: durations with their unit (Intl, long form), other numbers
 * with the language's digits and grouping, strings (names, domains, ids) as they are.
 */
export function formatApiParams(
  params: Record<string, string | number>,
  language: string,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const unit = durationUnits[name];
    if (typeof value !== "number") out[name] = value;
    else if (unit)
      out[name] = new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "long" }).format(value);
    else out[name] = new Intl.NumberFormat(language).format(value);
  }
  return out;
}
