import { portfolioLimits } from "@foliocraft/schemas";
import { AiFieldAssist } from "../fields/ai-field-assist";
import { useTranslation } from "react-i18next";
import { FormInput, FormTextArea } from "../fields/form-fields";
import { ListEditor } from "../fields/list-editor";
import { TagInput } from "../fields/tag-input";
import { SectionCard } from "./section-card";

/** Work experience, most relevant first. */
export function ExperienceSection() {
  const { t } = useTranslation();
  return (
    <SectionCard id="experience" title={t("builder.sections.experience")}>
      <ListEditor
        name="experience"
        itemLabel={(i) => t("builder.list.experience", { number: i + 1 })}
        addLabel={t("builder.list.addExperience")}
        emptyText={t("builder.list.empty")}
        max={portfolioLimits.experience}
        newItem={() => ({ title: "", company: "", period: "", description: "" })}
        renderItem={(i) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput name={`experience.${i}.title`} label={t("builder.fields.jobTitle")} />
              <FormInput name={`experience.${i}.company`} label={t("builder.fields.company")} />
            </div>
            <FormInput
              name={`experience.${i}.period`}
              label={t("builder.fields.period")}
              hint={t("builder.hints.period")}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput name={`experience.${i}.location`} label={t("builder.fields.location")} />
              <FormInput name={`experience.${i}.url`} label={t("builder.fields.website")} type="url" dir="ltr" />
            </div>
            <FormInput name={`experience.${i}.companyDescription`} label={t("builder.fields.companyDescription")} />
            <FormTextArea name={`experience.${i}.description`} label={t("builder.fields.description")} rows={3} />
            <TagInput
              name={`experience.${i}.highlights`}
              label={t("builder.fields.highlights")}
              hint={t("builder.hints.highlights")}
              maxItems={portfolioLimits.highlights}
              maxLength={portfolioLimits.mediumText}
              splitOnCommas={false}
            />
            <AiFieldAssist
              name={`experience.${i}.description`}
              field="experience"
              index={i}
              label={`${t("builder.list.experience", { number: i + 1 })}: ${t("builder.fields.description")}`}
            />
          </>
        )}
      />
    </SectionCard>
  );
}

/** Education. */
export function EducationSection() {
  const { t } = useTranslation();
  return (
    <SectionCard id="education" title={t("builder.sections.education")}>
      <ListEditor
        name="education"
        itemLabel={(i) => t("builder.list.education", { number: i + 1 })}
        addLabel={t("builder.list.addEducation")}
        emptyText={t("builder.list.empty")}
        max={portfolioLimits.education}
        newItem={() => ({ degree: "", school: "", period: "", description: "" })}
        renderItem={(i) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput name={`education.${i}.degree`} label={t("builder.fields.degree")} />
              <FormInput name={`education.${i}.school`} label={t("builder.fields.school")} />
            </div>
            <FormInput
              name={`education.${i}.period`}
              label={t("builder.fields.period")}
              hint={t("builder.hints.period")}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput name={`education.${i}.score`} label={t("builder.fields.score")} />
              <FormInput name={`education.${i}.url`} label={t("builder.fields.website")} type="url" dir="ltr" />
            </div>
            <FormTextArea name={`education.${i}.description`} label={t("builder.fields.description")} rows={3} />
            <TagInput
              name={`education.${i}.courses`}
              label={t("builder.fields.courses")}
              hint={t("builder.hints.tags")}
              maxItems={portfolioLimits.courses}
              maxLength={portfolioLimits.shortText}
            />
          </>
        )}
      />
    </SectionCard>
  );
}
