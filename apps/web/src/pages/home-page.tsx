import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FeaturesSection } from "../features/marketing/features-section";
import { HeroSection } from "../features/marketing/hero-section";
import { PricingSection } from "../features/marketing/pricing-section";
import { TemplateShowcase } from "../features/marketing/template-showcase";

/**
 * / (logged-out only): hero, features, the template showcase and pricing (spec §2); the root layout adds the
 * footer. Prerendered at build time, so its HTML is complete before any JavaScript runs.
 */
export function HomePage() {
  const { t } = useTranslation();
  // The tab says what the product does (brand first, unlike other pages); the prerendered <title> is the same.
  const title = t("marketing.meta.home.title");
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <TemplateShowcase />
      <PricingSection />
    </>
  );
}
