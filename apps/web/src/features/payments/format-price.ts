import { numberFormat } from "../../lib/intl-format";

/** A price in the interface language's format, e.g. "GHS 30.00", "30,00 GHS", "GH₵30.00". */
export function formatPrice(amount: number, currency: string, language: string): string {
  return numberFormat(language, { style: "currency", currency, currencyDisplay: "code" }).format(amount);
}
