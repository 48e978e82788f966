import { portfolioLimits, socialNetworkNames, socialNetworks } from "@foliocraft/schemas";
import { useTranslation } from "react-i18next";
import { FormInput } from "../fields/form-fields";
import { ListEditor } from "../fields/list-editor";
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
      <h3 className="mt-6 font-semibold">{t("builder.fields.profilesHeading")}</h3>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t("builder.sectionHints.profiles")}</p>
      <ListEditor
        name="profiles"
        itemLabel={(i) => t("builder.list.profile", { number: i + 1 })}
        addLabel={t("builder.list.addProfile")}
        emptyText={t("builder.list.empty")}
        max={portfolioLimits.profiles}
        newItem={() => ({ network: "", username: "", url: "" })}
        renderItem={(i) => (
          <div className="grid gap-4 sm:grid-cols-3">
            <FormInput name={`profiles.${i}.network`} label={t("builder.fields.network")} />
            <FormInput name={`profiles.${i}.username`} label={t("builder.fields.username")} dir="ltr" />
            <FormInput name={`profiles.${i}.url`} label={t("builder.fields.link")} type="url" dir="ltr" />
          </div>
        )}
      />
    </SectionCard>
  );
}
