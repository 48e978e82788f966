import { Home } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, isRouteErrorResponse, useRouteError } from "react-router";
import { buttonClasses } from "../components/ui/button-styles";
import { apiErrorText } from "../i18n/api-messages";
import { ApiError } from "../lib/api-client";
import { useDocumentTitle } from "../lib/use-document-title";

const knownStatuses = ["400", "401", "403", "404", "500", "503"] as const;
type KnownStatus = (typeof knownStatuses)[number];

function isKnownStatus(status: string): status is KnownStatus {
  return (knownStatuses as readonly string[]).includes(status);
}

/**
 * The route error element (spec §8): 'Unexpected Application Error!' with the status ("404 Not Found")
 * or the error's message (a failed request's in the interface language), and a way home. `standalone` is for the root route, where no layout surrounds it.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const title = t("error.title");
  useDocumentTitle(title);

  let detail: string;
  if (isRouteErrorResponse(error)) {
    const code = String(error.status);
    const statusText = isKnownStatus(code) ? t(`error.statusText.${code}`) : error.statusText;
    detail = `${error.status} ${statusText}`.trim();
  } else if (error instanceof ApiError) {
    // A loader's failed request: the server's message in the interface language (by its catalog id).
    detail = apiErrorText(t, error, t("error.unknown"));
  } else if (error instanceof Error && error.message) {
    detail = error.message;
  } else {
    detail = t("error.unknown");
  }

  const content = (
    <div role="alert" className="mx-auto w-full max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-950 dark:text-white">{title}</h1>
      <p className="mt-4 text-xl font-medium text-slate-700 italic dark:text-slate-300">{detail}</p>
      <Link to="/" className={buttonClasses("primary", "md", "mt-8")} reloadDocument={standalone}>
        <Home aria-hidden="true" className="size-4" />
        {t("error.goHome")}
      </Link>
    </div>
  );
  if (!standalone) return content;
  return (
    <main id="main" className="flex min-h-dvh flex-col">
      {content}
    </main>
  );
}
