import { portfolioLimits } from "@foliocraft/schemas";
import { useTranslation } from "react-i18next";
import { FormInput, FormTextArea } from "../fields/form-fields";
import { ListEditor } from "../fields/list-editor";
import { TagInput } from "../fields/tag-input";
import { SectionCard } from "./section-card";

// The résumé sections JSON Resume has (issue 22): each a list with its limit, like the other sections; an empty
// entry is marked, as the page leaves it out.

/** Skills in groups, each with a level ("Web development", "Expert", HTML, CSS). */
export function SkillGroupsSection() {
  const { t } = useTranslation();
  return (
    <SectionCard id="skillGroups" title={t("builder.sections.skillGroups")}>
      <ListEditor
        name="skillGroups"
        itemLabel={(i) => t("builder.list.skillGroup", { number: i + 1 })}
        addLabel={t("builder.list.addSkillGroup")}
        emptyText={t("builder.list.empty")}
        max={portfolioLimits.skillGroups}
        newItem={() => ({ name: "", level: "", keywords: [] })}
        renderItem={(i) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput name={`skillGroups.${i}.name`} label={t("builder.fields.groupName")} />
              <FormInput name={`skillGroups.${i}.level`} label={t("builder.fields.level")} />
            </div>
            <TagInput
              name={`skillGroups.${i}.keywords`}
              label={t("builder.fields.groupSkills")}
              hint={t("builder.hints.tags")}
              maxItems={portfolioLimits.keywords}
            />
          </>
        )}
      />
    </SectionCard>
  );
}

/** Volunteering. */
export function VolunteerSection() {
  const { t } = useTranslation();
  return (
    <SectionCard id="volunteer" title={t("builder.sections.volunteer")}>
      <ListEditor
        name="volunteer"
        itemLabel={(i) => t("builder.list.volunteer", { number: i + 1 })}
        addLabel={t("builder.list.addVolunteer")}
        emptyText={t("builder.list.empty")}
        max={portfolioLimits.volunteer}
        newItem={() => ({ organization: "", position: "", url: "", period: "", description: "" })}
        renderItem={(i) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput name={`volunteer.${i}.position`} label={t("builder.fields.role")} />
              <FormInput name={`volunteer.${i}.organization`} label={t("builder.fields.organization")} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput
                name={`volunteer.${i}.period`}
                label={t("builder.fields.period")}
                hint={t("builder.hints.period")}
              />
              <FormInput name={`volunteer.${i}.url`} label={t("builder.fields.website")} type="url" dir="ltr" />
            </div>
            <FormTextArea name={`volunteer.${i}.description`} label={t("builder.fields.description")} rows={3} />
          </>
        )}
      />
    </SectionCard>
  );
}

/** Certificates. */
export function CertificatesSection() {
  const { t } = useTranslation();
  return (
    <SectionCard id="certificates" title={t("builder.sections.certificates")}>
      <ListEditor
        name="certificates"
        itemLabel={(i) => t("builder.list.certificate", { number: i + 1 })}
        addLabel={t("builder.list.addCertificate")}
        emptyText={t("builder.list.empty")}
        max={portfolioLimits.certificates}
        newItem={() => ({ name: "", issuer: "", date: "", url: "" })}
        renderItem={(i) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput name={`certificates.${i}.name`} label={t("builder.fields.certificateName")} />
              <FormInput name={`certificates.${i}.issuer`} label={t("builder.fields.issuer")} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput
                name={`certificates.${i}.date`}
                label={t("builder.fields.date")}
                hint={t("builder.hints.date")}
              />
              <FormInput name={`certificates.${i}.url`} label={t("builder.fields.link")} type="url" dir="ltr" />
            </div>
          </>
        )}
      />
    </SectionCard>
  );
}

/** Publications. */
export function PublicationsSection() {
  const { t } = useTranslation();
  return (
    <SectionCard id="publications" title={t("builder.sections.publications")}>
      <ListEditor
        name="publications"
        itemLabel={(i) => t("builder.list.publication", { number: i + 1 })}
        addLabel={t("builder.list.addPublication")}
        emptyText={t("builder.list.empty")}
        max={portfolioLimits.publications}
        newItem={() => ({ name: "", publisher: "", date: "", url: "", description: "" })}
        renderItem={(i) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput name={`publications.${i}.name`} label={t("builder.fields.publicationTitle")} />
              <FormInput name={`publications.${i}.publisher`} label={t("builder.fields.publisher")} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput
                name={`publications.${i}.date`}
                label={t("builder.fields.date")}
                hint={t("builder.hints.date")}
              />
              <FormInput name={`publications.${i}.url`} label={t("builder.fields.link")} type="url" dir="ltr" />
            </div>
            <FormTextArea name={`publications.${i}.description`} label={t("builder.fields.description")} rows={3} />
          </>
        )}
      />
    </SectionCard>
  );
}

/** Languages spoken, each with its fluency in the owner's words. */
export function LanguagesSection() {
  const { t } = useTranslation();
  return (
    <SectionCard id="languages" title={t("builder.sections.languages")}>
      <ListEditor
        name="languages"
        itemLabel={(i) => t("builder.list.language", { number: i + 1 })}
        addLabel={t("builder.list.addLanguage")}
        emptyText={t("builder.list.empty")}
        max={portfolioLimits.languages}
        newItem={() => ({ language: "", fluency: "" })}
        renderItem={(i) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormInput name={`languages.${i}.language`} label={t("builder.fields.spokenLanguage")} />
            <FormInput name={`languages.${i}.fluency`} label={t("builder.fields.fluency")} />
          </div>
        )}
      />
    </SectionCard>
  );
}

/** Interests, each with keywords. */
export function InterestsSection() {
  const { t } = useTranslation();
  return (
    <SectionCard id="interests" title={t("builder.sections.interests")}>
      <ListEditor
        name="interests"
        itemLabel={(i) => t("builder.list.interest", { number: i + 1 })}
        addLabel={t("builder.list.addInterest")}
        emptyText={t("builder.list.empty")}
        max={portfolioLimits.interests}
        newItem={() => ({ name: "", keywords: [] })}
        renderItem={(i) => (
          <>
            <FormInput name={`interests.${i}.name`} label={t("builder.fields.interestName")} />
            <TagInput
              name={`interests.${i}.keywords`}
              label={t("builder.fields.keywords")}
              hint={t("builder.hints.tags")}
              maxItems={portfolioLimits.keywords}
            />
          </>
        )}
      />
    </SectionCard>
  );
}

/** References: who recommends the owner and what they said. */
export function ReferencesSection() {
  const { t } = useTranslation();
  return (
    <SectionCard id="references" title={t("builder.sections.references")}>
      <ListEditor
        name="references"
        itemLabel={(i) => t("builder.list.reference", { number: i + 1 })}
        addLabel={t("builder.list.addReference")}
        emptyText={t("builder.list.empty")}
        max={portfolioLimits.references}
        newItem={() => ({ name: "", reference: "" })}
        renderItem={(i) => (
          <>
            <FormInput name={`references.${i}.name`} label={t("builder.fields.personName")} />
            <FormTextArea name={`references.${i}.reference`} label={t("builder.fields.referenceText")} rows={3} />
          </>
        )}
      />
    </SectionCard>
  );
}
