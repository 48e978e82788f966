import { describe, expect, it } from "vitest";
import { renderTooManyPage } from "./too-many-page";

describe("the 429 page", () => {
  it("is written in the language it is given, right to left for Arabic", () => {
    expect(renderTooManyPage(42, "es")).toContain('<html lang="es">');
    expect(renderTooManyPage(42, "es")).toContain("<p>Espera 42 segundos y vuelve a intentarlo.</p>");
    expect(renderTooManyPage(42, "hi")).toContain("<title>बहुत ज़्यादा अनुरोध</title>");
    expect(renderTooManyPage(42, "ar")).toContain('<html lang="ar" dir="rtl">');
    expect(renderTooManyPage(7, "en")).toContain(
      "<h1>Too many requests</h1><p>Please wait 7 seconds and try again.</p>",
    );
  });
});
