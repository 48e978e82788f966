import { ArrowLeft, ArrowRight, Check, FileUp } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import { completedAnswers, isStepComplete, onboardingStepCount } from "./onboarding-draft";
import type { OnboardingDraft } from "./onboarding-draft";
import { OnboardingProgress } from "./onboarding-progress";
import { StepAbout } from "./step-about";
import { StepExperience } from "./step-experience";
import { StepSkills } from "./step-skills";
import { StepStyle } from "./step-style";
import { useOnboardingFinish } from "./use-onboarding-finish";

const stepKeys = ["about", "experience", "skills", "style"] as const;

/**
 * The four onboarding steps (spec §2, §4): a progress bar, Back (disabled on step 0), Skip, and Next (enabled only
 * when the step's required fields are filled) which becomes Complete Setup on the last step.
 */
export function OnboardingWizard({ initialDraft }: { initialDraft: OnboardingDraft }) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState(initialDraft);
  const { complete, skip, busy } = useOnboardingFinish();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const hintId = useId();

  // After Back or Next, keyboard and screen-reader users continue at the new step's heading.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  const change = (next: Partial<OnboardingDraft>) => setDraft((current) => ({ ...current, ...next }));
  const ready = isStepComplete(step, draft);
  const last = step === onboardingStepCount - 1;
  const key = stepKeys[step] ?? "about";

  const onNext = () => {
    if (!ready || busy) return;
    if (!last) return go(step + 1);
    const answers = completedAnswers(draft);
    if (answers) void complete(answers);
  };

  return (
    <div className="flex flex-col gap-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <OnboardingProgress step={step} />
      <div>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold text-slate-950 outline-none dark:text-white"
        >
          {t(`onboarding.${key}.title`)}
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t(`onboarding.${key}.intro`)}</p>
      </div>

      {step === 0 && (
        // The fastest start (issue 22): a résumé the person already has fills the portfolio in the builder.
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950">
          <div className="min-w-0 flex-1 basis-64">
            <p className="font-medium text-slate-950 dark:text-white">{t("onboarding.resumeStart.title")}</p>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t("onboarding.resumeStart.text")}</p>
          </div>
          <button
            type="button"
            onClick={() => void skip({ fromResume: true })}
            disabled={busy}
            className={buttonClasses("secondary", "md")}
          >
            <FileUp aria-hidden="true" className="size-4" />
            {t("onboarding.resumeStart.button")}
          </button>
        </div>
      )}
      {step === 0 && <StepAbout draft={draft} onChange={change} />}
      {step === 1 && <StepExperience draft={draft} onChange={change} />}
      {step === 2 && <StepSkills draft={draft} onChange={change} />}
      {step === 3 && <StepStyle draft={draft} onChange={change} />}

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
        {!ready && (
          <p id={hintId} className="text-sm text-slate-700 dark:text-slate-300">
            {t(`onboarding.${key}.required`)}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => go(step - 1)}
            disabled={step === 0 || busy}
            className={buttonClasses("secondary", "md")}
          >
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t("onboarding.back")}
          </button>
          <button
            type="button"
            onClick={() => void skip()}
            disabled={busy}
            className={buttonClasses("ghost", "md", "ms-auto")}
          >
            {t("onboarding.skip")}
          </button>
          <button
            type="button"
            onClick={onNext}
            disabled={!ready || busy}
            aria-describedby={ready ? undefined : hintId}
            className={buttonClasses("primary", "md")}
          >
            {busy && <Spinner className="size-4" />}
            {last ? t("onboarding.complete") : t("onboarding.next")}
            {!busy &&
              (last ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              ))}
          </button>
        </div>
      </div>
    </div>
  );
}
