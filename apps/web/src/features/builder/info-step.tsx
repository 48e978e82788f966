import { GitFork } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import type { LiveContent } from "./live-content";
import { LivePreviewPane } from "./live-preview-pane";
import { previewTargetOf } from "./preview-target";
import { SectionNav } from "./section-nav";
import { EducationSection, ExperienceSection } from "./sections/career-sections";
import {
  CertificatesSection,
  InterestsSection,
  LanguagesSection,
  PublicationsSection,
  ReferencesSection,
  SkillGroupsSection,
  VolunteerSection,
} from "./sections/resume-sections";
import { ContactFormSection, EmailConfigSection, HireMeSection } from "./sections/engagement-sections";
import { AboutSection, BasicInfoSection, SkillsSection } from "./sections/personal-sections";
import { ProjectsSection } from "./sections/projects-section";
import { AchievementsSection, ServicesSection, TestimonialsSection } from "./sections/proof-sections";
import { ResumeSection, SettingsSection } from "./sections/resume-settings-sections";
import { SocialSection } from "./sections/social-section";
import { keepFocusedFieldInView } from "./keep-focus-in-view";
import { useEditingSection } from "./use-editing-section";

/**
 * Step 1, portfolio information: every section of the form, a section index, and the live preview beside it
 * (three columns on very wide screens, form and preview on laptops, stacked on phones).
 */
export function InfoStep({
  preview,
  showPoweredBy,
  onImportGithub,
}: {
  preview: LiveContent;
  showPoweredBy: boolean;
  onImportGithub: () => void;
}) {
  const { t } = useTranslation();
  const { attach, section: editing } = useEditingSection();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:grid-cols-[12rem_minmax(0,1fr)_minmax(0,1fr)]">
      <div
        data-sticky-section-nav
        // At xl the index is a column beside the form: taller than a short window once every section is listed, so
        // it scrolls within itself and a focused link is scrolled into view (never below the window's edge).
        className="sticky top-16 z-10 -mx-4 bg-white/95 px-4 py-2 backdrop-blur lg:col-span-2 xl:top-20 xl:col-span-1 xl:-mx-1 xl:max-h-[calc(100dvh-6rem)] xl:self-start xl:overflow-y-auto xl:overscroll-contain xl:bg-transparent xl:p-1 dark:bg-slate-950/95 xl:dark:bg-transparent"
      >
        <SectionNav />
      </div>
      <div
        ref={attach}
        onFocus={keepFocusedFieldInView}
        className="order-last flex min-w-0 flex-col gap-6 lg:order-none"
      >
        <BasicInfoSection />
        <AboutSection />
        <SkillsSection />
        <ProjectsSection
          importAction={
            <button type="button" onClick={onImportGithub} className={buttonClasses("ghost", "md")}>
              <GitFork aria-hidden="true" className="size-4" />
              {t("builder.github.open")}
            </button>
          }
        />
        <ExperienceSection />
        <EducationSection />
        <SkillGroupsSection />
        <VolunteerSection />
        <CertificatesSection />
        <PublicationsSection />
        <LanguagesSection />
        <InterestsSection />
        <ReferencesSection />
        <SocialSection />
        <HireMeSection />
        <ContactFormSection />
        <EmailConfigSection />
        <TestimonialsSection />
        <ServicesSection />
        <AchievementsSection />
        <ResumeSection />
        <SettingsSection />
      </div>
      <LivePreviewPane
        content={preview}
        showPoweredBy={showPoweredBy}
        follow={editing ? previewTargetOf[editing] : null}
      />
    </div>
  );
}
