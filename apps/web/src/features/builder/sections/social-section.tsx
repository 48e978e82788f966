import { socialNetworkNames, socialNetworks } from "@foliocraft/schemas";
import { useTranslation } from "react-i18next";
import { FormInput } from "../fields/form-fields";
import { SectionCard } from "./section-card";

/** Social links: one address per network, each optional. */
export function SocialSection() {
  const { t } = useTranslation();
  return (
    <SectionCard id="social" title={t("builder.sections.social")} description={t("builder.sectionHints.social")}>
      <div className="grid gap-4 sm:grid-cols-2">
        {socialNetworks.map((network) => (
          <FormInput
            key={network}
            name={`social.${network}`}
            // Brand names are the same in every language; only "Website" is a word.
            label={network === "website" ? t("builder.fields.website") : socialNetworkNames[network]}
            type="url"
            dir="ltr"
          />
        ))}
      </div>
    </SectionCard>
  );
}
