import { lazy } from "react";
import { InfoPageSuspense } from "../features/info/splash/info-page-splash";

const NewsletterLinkBody = lazy(() =>
  import("../features/info/newsletter/newsletter-link-body").then((m) => ({ default: m.NewsletterLinkBody })),
);

/** /newsletter/confirm: the newsletter e-mail's confirmation link. */
export function NewsletterConfirmPage() {
  return (
    <InfoPageSuspense>
      <NewsletterLinkBody action="confirm" />
    </InfoPageSuspense>
  );
}

/** /newsletter/unsubscribe: the newsletter e-mail's unsubscribe link. */
export function NewsletterUnsubscribePage() {
  return (
    <InfoPageSuspense>
      <NewsletterLinkBody action="unsubscribe" />
    </InfoPageSuspense>
  );
}
