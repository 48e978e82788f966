import type en from "./locales/en.json";

// Type-checks every t("…") key against the English bundle.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
