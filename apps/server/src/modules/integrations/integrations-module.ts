import { defineModule } from "../module-deps";
import { createGithubRepoService } from "./github-repos-service";
import { integrationRoutes } from "./routes";

/** The owner's GitHub repositories, to import as projects, read with their linked GitHub account. */
export const integrationsModule = defineModule("integrations", async (app, { auth, providerAccounts, config }) => {
  await app.register(integrationRoutes, {
    githubRepos: createGithubRepoService({ accounts: providerAccounts, auth, apiUrl: config.github?.apiUrl }),
  });
});
