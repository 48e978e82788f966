import { useQuery } from "@tanstack/react-query";
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

/**
 * The target of the newsletter e-mail's links (/newsletter/confirm and /newsletter/unsubscribe). The page posts the
 * token: a GET that changed the subscription would be triggered by mail scanners that open every link.
 */
export function NewsletterLinkBody({ action }: { action: "confirm" | "unsubscribe" }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const answer = useQuery({
    queryKey: ["newsletter-link", action, token],
    queryFn: () => answerNewsletterLink(action, token),
    enabled: token !== "",
    retry: false,
    staleTime: Infinity,
  });
  const heading = t(
    action === "confirm" ? "info.newsletterLink.confirmHeading" : "info.newsletterLink.unsubscribeHeading",
  );

  let body;
  if (
    token === "" ||
    (answer.error instanceof ApiError && ["not-found", "invalid-argument"].includes(answer.error.code))
  ) {
    body = <FormAlert tone="error">{t("info.newsletterLink.invalid")}</FormAlert>;
  } else if (answer.isError) {
    // E.g. too many tries ("wait 30 seconds"), in the interface language; a failed server gets the general line.
    body = <FormAlert tone="error">{apiErrorText(t, answer.error, t("info.newsletterLink.failed"))}</FormAlert>;
  } else if (answer.data) {
    body = (
      <FormAlert tone="success">
        {t(action === "confirm" ? "info.newsletterLink.confirmed" : "info.newsletterLink.unsubscribed")}
      </FormAlert>
    );
  } else {
    body = <PageLoading />;
  }

  return (
    <PageIntro before={<BackToHomeLink />} heading={heading} intro={t("info.newsletterLink.intro")}>
      <div className="mt-6 flex flex-col items-start gap-6">
        {body}
        <Link to="/blog" className={buttonClasses("secondary", "md")}>
          {t("info.newsletterLink.toBlog")}
        </Link>
      </div>
    </PageIntro>
  );
}
