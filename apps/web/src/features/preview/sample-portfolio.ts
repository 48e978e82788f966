import { fullPortfolioFixture, type PortfolioContent } from "@foliocraft/schemas";

/**
 * The sample portfolio every template thumbnail draws (the home page's showcase, the dashboard's gallery), so both
 * show the same page. Without pictures: the fixture's picture addresses are placeholders that do not exist, which
 * would draw empty frames and send each visitor's browser to another site for them.
 */
export function samplePortfolio(): PortfolioContent {
  const sample = fullPortfolioFixture();
  sample.personal.profilePicture = "";
  sample.projects = sample.projects.map((project) => ({ ...project, imageUrl: "" }));
  return sample;
}
