import { portfolioLimits } from "@foliocraft/schemas";
import { AiFieldAssist } from "../fields/ai-field-assist";
import { useTranslation } from "react-i18next";
import { FormInput, FormTextArea } from "../fields/form-fields";
import { TagInput } from "../fields/tag-input";
import { ImageField } from "../fields/image-field";
import { SectionCard } from "./section-card";

/** Basic info: who the portfolio is about and how to reach them. */
export function BasicInfoSection() {
  const { t } = useTranslation();
  return (
    <SectionCard id="basics" title={t("builder.sections.basics")} description={t("builder.sectionHints.basics")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput name="personal.fullName" label={t("builder.fields.fullName")} autoComplete="name" />
        <FormInput name="personal.title" label={t("builder.fields.title")} hint={t("builder.hints.title")} />
      </div>
      <AiFieldAssist name="personal.title" field="title" label={t("builder.fields.title")} />
      <FormTextArea name="personal.bio" label={t("builder.fields.bio")} hint={t("builder.hints.bio")} rows={2} />
      <AiFieldAssist name="personal.bio" field="bio" label={t("builder.fields.bio")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput
          name="personal.email"
          label={t("builder.fields.email")}
          type="email"
          autoComplete="email"
          dir="ltr"
        />
        <FormInput name="personal.phone" label={t("builder.fields.phone")} type="tel" autoComplete="tel" dir="ltr" />
      </div>
      <FormInput name="personal.location" label={t("builder.fields.location")} autoComplete="address-level2" />
      <ImageField
        paths={{ src: "personal.profilePicture", focus: "personal.profilePictureFocus" }}
        label={t("builder.fields.profilePicture")}
        shape="circle"
      />
    </SectionCard>
  );
}

/** About me: the longer story. */
export function AboutSection() {
  const { t } = useTranslation();
  return (
    <SectionCard id="about" title={t("builder.sections.about")} description={t("builder.sectionHints.about")}>
      <FormTextArea name="personal.about" label={t("builder.fields.about")} rows={8} />
      <AiFieldAssist name="personal.about" field="about" label={t("builder.fields.about")} />
    </SectionCard>
  );
}

/** Skills, as chips. */
export function SkillsSection() {
  const { t } = useTranslation();
  return (
    <SectionCard id="skills" title={t("builder.sections.skills")}>
      <TagInput
        name="skills"
        label={t("builder.fields.skills")}
        hint={t("builder.hints.tags")}
        maxItems={portfolioLimits.skills}
      />
    </SectionCard>
  );
}
