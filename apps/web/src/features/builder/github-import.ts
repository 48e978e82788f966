import { clipText, isStorableText, portfolioLimits } from "@foliocraft/schemas";
import type { PortfolioProject } from "@foliocraft/schemas";
import type { GithubRepo } from "./portfolio-api";

// A repository's text is imported, not typed: cleaned of what cannot be saved and cut between characters.
const clip = clipText;
const isWebLink = (url: string) => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(url.trim()) && isStorableText(url);

/** A repository as a project: name, description, language and topics as technologies, repo and homepage links. */
export function projectFromRepo(repo: GithubRepo): PortfolioProject {
  const seen = new Set<string>();
  const technologies = [repo.language, ...repo.topics]
    .map((tech) => clip(tech, portfolioLimits.skill))
    .filter((tech) => tech && !seen.has(tech.toLowerCase()) && seen.add(tech.toLowerCase()))
    .slice(0, portfolioLimits.technologies);
  return {
    title: clip(repo.name, portfolioLimits.shortText),
    description: clip(repo.description, portfolioLimits.longText),
    technologies,
    githubUrl: isWebLink(repo.htmlUrl) ? repo.htmlUrl.trim() : "",
    liveUrl: isWebLink(repo.homepage) ? repo.homepage.trim() : "",
    imageUrl: "",
  };
}
