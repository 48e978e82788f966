import { portfolioLimits, serviceIcons } from "@foliocraft/schemas";
import { AiFieldAssist } from "../fields/ai-field-assist";
import { useTranslation } from "react-i18next";
import { FormInput, FormSelect, FormTextArea } from "../fields/form-fields";
import { ListEditor } from "../fields/list-editor";
import { SectionCard } from "./section-card";

/** Testimonials: quotes from clients and colleagues, rated 1–5. */
export function TestimonialsSection() {
  const { t } = useTranslation();
  return (
    <SectionCard id="testimonials" title={t("builder.sections.testimonials")}>
      <ListEditor
        name="testimonials"
        itemLabel={(i) => t("builder.list.testimonial", { number: i + 1 })}
        addLabel={t("builder.list.addTestimonial")}
        emptyText={t("builder.list.empty")}
        max={portfolioLimits.testimonials}
        newItem={() => ({ name: "", title: "", company: "", quote: "", rating: 5 })}
        renderItem={(i) => (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormInput name={`testimonials.${i}.name`} label={t("builder.fields.personName")} />
              <FormInput name={`testimonials.${i}.title`} label={t("builder.fields.personTitle")} />
              <FormInput name={`testimonials.${i}.company`} label={t("builder.fields.company")} />
            </div>
            <FormTextArea name={`testimonials.${i}.quote`} label={t("builder.fields.quote")} rows={3} />
            <FormSelect
              name={`testimonials.${i}.rating`}
              label={t("builder.fields.rating")}
              numeric
              className="sm:w-48"
            >
              {[5, 4, 3, 2, 1].map((rating) => (
                <option key={rating} value={rating}>
                  {t("builder.fields.ratingOption", { rating })}
                </option>
              ))}
            </FormSelect>
          </>
        )}
      />
    </SectionCard>
  );
}

/** Services offered, each with an icon. */
export function ServicesSection() {
  const { t } = useTranslation();
  return (
    <SectionCard id="services" title={t("builder.sections.services")}>
      <ListEditor
        name="services"
        itemLabel={(i) => t("builder.list.service", { number: i + 1 })}
        addLabel={t("builder.list.addService")}
        emptyText={t("builder.list.empty")}
        max={portfolioLimits.services}
        newItem={() => ({ title: "", description: "", icon: "Code" as const })}
        renderItem={(i) => (
          <>
            <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
              <FormInput name={`services.${i}.title`} label={t("builder.fields.serviceTitle")} />
              <FormSelect name={`services.${i}.icon`} label={t("builder.fields.icon")}>
                {serviceIcons.map((icon) => (
                  <option key={icon} value={icon}>
                    {t(`builder.icons.${icon}`)}
                  </option>
                ))}
              </FormSelect>
            </div>
            <FormTextArea name={`services.${i}.description`} label={t("builder.fields.description")} rows={3} />
            <AiFieldAssist
              name={`services.${i}.description`}
              field="service"
              index={i}
              label={`${t("builder.list.service", { number: i + 1 })}: ${t("builder.fields.description")}`}
            />
          </>
        )}
      />
    </SectionCard>
  );
}

/** Achievements: awards, certificates, milestones. */
export function AchievementsSection() {
  const { t } = useTranslation();
  return (
    <SectionCard id="achievements" title={t("builder.sections.achievements")}>
      <ListEditor
        name="achievements"
        itemLabel={(i) => t("builder.list.achievement", { number: i + 1 })}
        addLabel={t("builder.list.addAchievement")}
        emptyText={t("builder.list.empty")}
        max={portfolioLimits.achievements}
        newItem={() => ({ title: "", description: "", date: "" })}
        renderItem={(i) => (
          <>
            <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
              <FormInput name={`achievements.${i}.title`} label={t("builder.fields.achievementTitle")} />
              <FormInput
                name={`achievements.${i}.date`}
                label={t("builder.fields.date")}
                hint={t("builder.hints.date")}
              />
            </div>
            <FormTextArea name={`achievements.${i}.description`} label={t("builder.fields.description")} rows={2} />
          </>
        )}
      />
    </SectionCard>
  );
}
