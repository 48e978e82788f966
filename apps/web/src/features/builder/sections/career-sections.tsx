import { portfolioLimits } from "@foliocraft/schemas";
import { AiFieldAssist } from "../fields/ai-field-assist";
import { useTranslation } from "react-i18next";
import { FormInput, FormTextArea } from "../fields/form-fields";
import { ListEditor } from "../fields/list-editor";
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
            <FormTextArea name={`experience.${i}.description`} label={t("builder.fields.description")} rows={3} />
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
            <FormTextArea name={`education.${i}.description`} label={t("builder.fields.description")} rows={3} />
          </>
        )}
      />
    </SectionCard>
  );
}
