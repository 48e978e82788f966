import { useQuery } from "@tanstack/react-query";
import { emailListIds, type EmailListId } from "@foliocraft/schemas";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { BackToHomeLink } from "../../../components/ui/back-to-home-link";
import { buttonClasses } from "../../../components/ui/button-styles";
import { FormAlert } from "../../../components/ui/form-alert";
import { PageIntro } from "../../../components/ui/page-intro";
import { PageLoading } from "../../../components/ui/page-loading";
import { apiErrorText } from "../../../i18n/api-messages";
import { ApiError } from "../../../lib/api-client";
import { answerNewsletterLink } from "../signup/info-api";

/** The words of the page for each e-mail list, so the talent community's links do not speak of a newsletter. */
const listTexts = {
  newsletter: {
    confirmHeading: "info.newsletterLink.confirmHeading",
    unsubscribeHeading: "info.newsletterLink.unsubscribeHeading",
    intro: "info.newsletterLink.intro",
    confirmed: "info.newsletterLink.confirmed",
    unsubscribed: "info.newsletterLink.unsubscribed",
    invalid: "info.newsletterLink.invalid",
    back: "info.newsletterLink.toBlog",
    backTo: "/blog",
  },
  "talent-community": {
    confirmHeading: "info.newsletterLink.talentConfirmHeading",
    unsubscribeHeading: "info.newsletterLink.talentUnsubscribeHeading",
    intro: "info.newsletterLink.talentIntro",
    confirmed: "info.newsletterLink.talentConfirmed",
    unsubscribed: "info.newsletterLink.talentUnsubscribed",
    invalid: "info.newsletterLink.talentInvalid",
    back: "info.newsletterLink.toCareers",
    backTo: "/careers",
  },
} as const satisfies Record<EmailListId, Record<string, string>>;

/**
 * The target of the e-mail lists' links (/newsletter/confirm and /newsletter/unsubscribe), for the newsletter and
 * the talent community. The page posts the token: a GET that changed the subscription would be triggered by mail
 * scanners that open every link. The server's answer names the list; until then the link's `list` does.
 */
export function NewsletterLinkBody({ action }: { action: "confirm" | "unsubscribe" }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const named = emailListIds.find((id) => id === params.get("list")) ?? "newsletter";
  const answer = useQuery({
    queryKey: ["newsletter-link", action, token],
    queryFn: () => answerNewsletterLink(action, token),
    enabled: token !== "",
    retry: false,
    staleTime: Infinity,
  });
  const texts = listTexts[answer.data?.list ?? named];
  const heading = t(action === "confirm" ? texts.confirmHeading : texts.unsubscribeHeading);

  let body;
  if (
    token === "" ||
    (answer.error instanceof ApiError && ["not-found", "invalid-argument"].includes(answer.error.code))
  ) {
    body = <FormAlert tone="error">{t(texts.invalid)}</FormAlert>;
  } else if (answer.isError) {
    // E.g. too many tries ("wait 30 seconds"), in the interface language; a failed server gets the general line.
    body = <FormAlert tone="error">{apiErrorText(t, answer.error, t("info.newsletterLink.failed"))}</FormAlert>;
  } else if (answer.data) {
    body = <FormAlert tone="success">{t(action === "confirm" ? texts.confirmed : texts.unsubscribed)}</FormAlert>;
  } else {
    body = <PageLoading />;
  }

  return (
    <PageIntro before={<BackToHomeLink />} heading={heading} intro={t(texts.intro)}>
      <div className="mt-6 flex flex-col items-start gap-6">
        {body}
        <Link to={texts.backTo} className={buttonClasses("secondary", "md")}>
          {t(texts.back)}
        </Link>
      </div>
    </PageIntro>
  );
}
