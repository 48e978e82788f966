// The one place the web makes Intl formatters. Building one is costly (locale data is resolved each time), and
// lists and charts format hundreds of values per render: each locale and set of options gets one, kept.

type Options = Intl.DateTimeFormatOptions | Intl.NumberFormatOptions | Intl.RelativeTimeFormatOptions;

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string | undefined,
  options: Options | undefined,
  make: () => F,
): F {
  const key = `${kind}\u0000${locale ?? ""}\u0000${options ? JSON.stringify(options) : ""}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An `Intl.DateTimeFormat` for `locale` (the runtime's own when undefined) and `options`, made once and kept. */
export function dateTimeFormat(locale: string | undefined, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached("date", locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** An `Intl.NumberFormat` for `locale` and `options`, made once and kept. */
export function numberFormat(locale: string | undefined, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached("number", locale, options, () => new Intl.NumberFormat(locale, options));
}

/** An `Intl.RelativeTimeFormat` for `locale` and `options`, made once and kept. */
export function relativeTimeFormat(
  locale: string | undefined,
  options?: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return cached("relative", locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}
