import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { deployHistorySchema, type DeployView } from "@foliocraft/schemas";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { changeLanguage, i18n } from "../../i18n/i18n";
import { ApiError } from "../../lib/api-client";
import { createTestQueryClient } from "../../test/render-app";
import { server } from "../../testing/msw";
import { deployHistoryQueryKey } from "./deploy-api";
import { DeployHistory } from "./deploy-history";
import { DeployProblem, problemFromDeploy, problemFromError, type DeployProblemInfo } from "./deploy-problem";
import { deployRequestErrorText } from "./request-error-text";

// Failed deploys as the server records them (deploy-service.ts): the English message for logs and API clients, and
// in the details the same by catalog ids, what is left on the provider, and the provider's own words.
const failed = (target: DeployView["target"], error: NonNullable<DeployView["error"]>, id = "d-1"): DeployView =>
  // Through the schema, as the web reads the answer: the new detail fields must survive parsing.
  deployHistorySchema.parse({
    deploys: [
      {
        id,
        portfolioId: "p-1",
        target,
        status: "error",
        step: "uploading",
        url: null,
        repo: target === "netlify" ? null : "octo/ama-portfolio",
        error,
        startedAt: "2026-11-21T10:00:00.000Z",
        finishedAt: "2026-11-21T10:00:05.000Z",
      },
    ],
  }).deploys[0]!;

const refusedOnGithub = failed("github-repo", {
  code: "invalid-argument",
  message:
    'GitHub refused the request (HTTP 422). GitHub said: "Update is not a fast forward". The repository octo/ama-portfolio exists, but this site\'s files were not pushed to it.',
  details: {
    provider: "GitHub",
    messageId: "deployProviderRefused",
    params: { provider: "GitHub", status: 422 },
    left: { id: "deployLeftRepoNotPushed", params: { repo: "octo/ama-portfolio" } },
    providerMessage: "Update is not a fast forward",
  },
});

const pagesNotServing = failed("github-pages", {
  code: "unavailable",
  message:
    "GitHub is unavailable right now (HTTP 500). Please try again in a few minutes. The files are pushed to octo/ama-portfolio (commit 1a2b3c4), but GitHub Pages is not serving this version yet.",
  details: {
    provider: "GitHub",
    messageId: "deployProviderUnavailable",
    params: { provider: "GitHub", status: 500 },
    left: { id: "deployLeftPagesNotServing", params: { repo: "octo/ama-portfolio", commit: "1a2b3c4" } },
  },
});

// Recorded before the details had ids: English only.
const oldRow = failed(
  "netlify",
  {
    code: "internal",
    message: "Netlify could not publish the deploy: out of memory. Nothing was created on Netlify.",
    details: { provider: "Netlify" },
  },
  "d-old",
);

const actions = { onRetry: vi.fn(), onConnect: vi.fn(), onUpgrade: vi.fn(), onUseName: vi.fn(), onShowDeploy: vi.fn() };
const problem = (info: DeployProblemInfo, target: DeployView["target"] = "github-repo") =>
  render(
    <MemoryRouter>
      <DeployProblem problem={info} target={target} portfolioId="p-1" actions={actions} />
    </MemoryRouter>,
  );
const english = /refused|exists|said|unavailable right now|Please|could not|Nothing was/;

describe("a failed deploy in the interface language", () => {
  it("says what happened, what is left (with the repository) and quotes GitHub, in French", async () => {
    await changeLanguage("fr");
    problem(problemFromDeploy(refusedOnGithub.error!));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Le déploiement a échoué.");
    expect(screen.getByText("GitHub a refusé la requête (HTTP 422).")).toBeTruthy();
    expect(
      screen.getByText("Le dépôt octo/ama-portfolio existe, mais les fichiers de ce site n’y ont pas été envoyés."),
    ).toBeTruthy();
    expect(screen.getByText("Réponse de GitHub : « Update is not a fast forward »")).toBeTruthy();
    // The provider's own words are the only English: never the server's English message.
    expect(alert.textContent!.replace("Update is not a fast forward", "")).not.toMatch(english);
  });

  it("names the commit Pages is not serving yet, in German", async () => {
    await changeLanguage("de");
    problem(problemFromDeploy(pagesNotServing.error!), "github-pages");
    expect(
      screen.getByText("GitHub ist gerade nicht erreichbar. Versuche es in ein paar Minuten erneut."),
    ).toBeTruthy();
    expect(
      screen.getByText("GitHub ist gerade nicht verfügbar (HTTP 500). Bitte versuche es in ein paar Minuten erneut."),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Die Dateien sind nach octo/ama-portfolio übertragen (Commit 1a2b3c4), aber GitHub Pages zeigt diese Version noch nicht an.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("alert").textContent).not.toMatch(english);
  });

  it("shows a deploy recorded without ids in English only, and just its headline in other languages", async () => {
    problem(problemFromDeploy(oldRow.error!), "netlify");
    expect(screen.getByText(oldRow.error!.message)).toBeTruthy();
    await changeLanguage("fr");
    expect(await screen.findByText("Le déploiement a échoué.")).toBeTruthy();
    expect(screen.queryByText(oldRow.error!.message)).toBeNull();
    expect(screen.getByRole("alert").textContent).not.toMatch(english);
  });

  it("a message without an id: its English text once in English; elsewhere the headline and what is left", async () => {
    const info = problemFromDeploy({
      code: "not-found",
      message: "Widget 42 is gone. Nothing was changed on GitHub.",
      details: { left: { id: "deployLeftGithubNothing", params: {} } },
    });
    const { unmount } = problem(info);
    expect(screen.getByRole("alert").textContent!.match(/Nothing was changed on GitHub\./g)).toHaveLength(1);
    unmount();
    await changeLanguage("fr");
    problem(info);
    expect(screen.getByText("Rien n’a été modifié sur GitHub.")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).not.toContain("Widget");
  });

  it("formats a too-large site's size in the language, from a refused start", async () => {
    await changeLanguage("fr");
    const error = new ApiError(
      "invalid-argument",
      "This portfolio is too large to deploy: 1.5 MB in 12 files, and the limit is 1.0 MB in 3 files. Remove some large pictures or files, then try again.",
      400,
      { tooLarge: true, bytes: 1.5 * 1024 * 1024, files: 12, maxBytes: 1024 * 1024, maxFiles: 3 },
      {
        messageId: "deployTooLarge",
        params: { megabytes: "1.5", files: 12, maxMegabytes: "1.0", maxFiles: 3 },
      },
    );
    problem(problemFromError(error));
    expect(screen.getByText("Ce portfolio est trop volumineux pour être déployé.")).toBeTruthy();
    expect(
      screen.getByText(
        "Ce portfolio est trop volumineux pour être déployé : 1,5 Mo en 12 fichiers, alors que la limite est de 1,0 Mo en 3 fichiers. Retirez quelques grandes images ou fichiers, puis réessayez.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Modifier le portfolio" })).toBeTruthy();
  });

  it("shows a refused start by its id, with the time to retry from the rate limit", async () => {
    await changeLanguage("de");
    const error = new ApiError(
      "resource-exhausted",
      "Netlify's rate limit was reached. Please try again in 30 seconds.",
      429,
      { provider: "Netlify", retryAt: "2026-11-21T10:00:30.000Z" },
      { messageId: "deployRateLimitedSeconds", params: { provider: "Netlify", seconds: 30 } },
    );
    problem(problemFromError(error), "netlify");
    expect(
      screen.getByText("Das Anfragelimit von Netlify ist erreicht. Bitte versuche es in 30 Sekunden erneut."),
    ).toBeTruthy();
    expect(screen.getByRole("alert").textContent).not.toMatch(english);
  });
});

describe("the deploy history in the interface language", () => {
  it("shows each failure translated, with the repository and commit; an old row only by its headline", async () => {
    await changeLanguage("de");
    const deploys = [refusedOnGithub, { ...pagesNotServing, id: "d-2" }, oldRow] satisfies DeployView[];
    // Shown at once from the cache; the history also asks the server again on mount, which answers the same.
    server.use(http.get("/api/portfolios/p-1/deploys", () => HttpResponse.json({ deploys })));
    const client = createTestQueryClient();
    client.setQueryData(deployHistoryQueryKey("p-1"), deploys);
    render(
      <QueryClientProvider client={client}>
        <DeployHistory portfolioId="p-1" onRetry={vi.fn()} retrying={false} />
      </QueryClientProvider>,
    );
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain("GitHub hat die Anfrage abgelehnt (HTTP 422).");
    expect(rows[0]!.textContent).toContain(
      "Das Repository octo/ama-portfolio existiert, aber die Dateien dieser Seite wurden nicht dorthin übertragen.",
    );
    expect(rows[0]!.textContent).toContain("GitHub meldete: „Update is not a fast forward“");
    expect(rows[1]!.textContent).toContain("(Commit 1a2b3c4)");
    expect(rows[2]!.textContent).toContain("Das Deployment ist fehlgeschlagen.");
    for (const row of rows) expect(row.textContent!.replace("Update is not a fast forward", "")).not.toMatch(english);
  });
});

describe("a failed connection request", () => {
  it("is the server's message in the language, then the provider's words under a translated label", async () => {
    await changeLanguage("fr");
    const error = new ApiError(
      "invalid-argument",
      "GitHub did not grant access to your account.",
      400,
      { provider: "github", error: "access_denied", providerMessage: "The user has denied your application access." },
      { messageId: "deployAccessNotGranted", params: { provider: "GitHub" } },
    );
    expect(deployRequestErrorText(i18n.t, error)).toBe(
      "GitHub n’a pas accordé l’accès à votre compte. Réponse de GitHub : « The user has denied your application access. »",
    );
    expect(deployRequestErrorText(i18n.t, new ApiError("internal", "TypeError: x", 500))).toBe(
      i18n.t("deploy.errors.requestFailed"),
    );
  });
});
