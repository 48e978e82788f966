import { portfolioLimits } from "@foliocraft/schemas";
import { AiFieldAssist } from "../fields/ai-field-assist";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormInput, FormTextArea } from "../fields/form-fields";
import { ListEditor } from "../fields/list-editor";
import { TagInput } from "../fields/tag-input";
import { ImageField } from "../fields/image-field";
import { SectionCard } from "./section-card";

/** An empty project, as the Add button creates it. */
export const newProject = () => ({
  title: "",
  description: "",
  technologies: [],
  githubUrl: "",
  liveUrl: "",
  imageUrl: "",
});

/** Projects: reorderable cards; `importAction` is the GitHub import button. */
export function ProjectsSection({ importAction }: { importAction?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SectionCard id="projects" title={t("builder.sections.projects")} description={t("builder.sectionHints.projects")}>
      <ListEditor
        name="projects"
        itemLabel={(i) => t("builder.list.project", { number: i + 1 })}
        addLabel={t("builder.list.addProject")}
        emptyText={t("builder.list.empty")}
        max={portfolioLimits.projects}
        newItem={newProject}
        actions={importAction}
        renderItem={(i) => (
          <>
            <FormInput name={`projects.${i}.title`} label={t("builder.fields.projectTitle")} />
            <FormTextArea name={`projects.${i}.description`} label={t("builder.fields.description")} rows={3} />
            <AiFieldAssist
              name={`projects.${i}.description`}
              field="project"
              index={i}
              label={`${t("builder.list.project", { number: i + 1 })}: ${t("builder.fields.description")}`}
            />
            <TagInput
              name={`projects.${i}.technologies`}
              label={t("builder.fields.technologies")}
              hint={t("builder.hints.tags")}
              maxItems={portfolioLimits.technologies}
            />
            <TagInput
              name={`projects.${i}.highlights`}
              label={t("builder.fields.highlights")}
              hint={t("builder.hints.highlights")}
              maxItems={portfolioLimits.highlights}
              maxLength={portfolioLimits.mediumText}
              splitOnCommas={false}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput
                name={`projects.${i}.period`}
                label={t("builder.fields.period")}
                hint={t("builder.hints.period")}
              />
              <FormInput name={`projects.${i}.entity`} label={t("builder.fields.entity")} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TagInput
                name={`projects.${i}.roles`}
                label={t("builder.fields.roles")}
                hint={t("builder.hints.tags")}
                maxItems={portfolioLimits.roles}
                maxLength={portfolioLimits.shortText}
              />
              <FormInput name={`projects.${i}.type`} label={t("builder.fields.projectType")} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput name={`projects.${i}.githubUrl`} label={t("builder.fields.githubUrl")} type="url" dir="ltr" />
              <FormInput name={`projects.${i}.liveUrl`} label={t("builder.fields.liveUrl")} type="url" dir="ltr" />
            </div>
            <ImageField
              paths={{ src: `projects.${i}.imageUrl`, focus: `projects.${i}.imageFocus` }}
              label={`${t("builder.list.project", { number: i + 1 })}: ${t("builder.fields.projectImage")}`}
              shape="wide"
            />
          </>
        )}
      />
    </SectionCard>
  );
}
