import { infoPage } from "../features/info/splash/info-page-body";

const linkBody = () => import("../features/info/newsletter/newsletter-link-body").then((m) => m.NewsletterLinkBody);

/** /newsletter/confirm: the newsletter e-mail's confirmation link. */
export const NewsletterConfirmPage = infoPage(() =>
  linkBody().then((Body) => {
    const Confirm = () => <Body action="confirm" />;
    return Confirm;
  }),
);

/** /newsletter/unsubscribe: the newsletter e-mail's unsubscribe link. */
export const NewsletterUnsubscribePage = infoPage(() =>
  linkBody().then((Body) => {
    const Unsubscribe = () => <Body action="unsubscribe" />;
    return Unsubscribe;
  }),
);
