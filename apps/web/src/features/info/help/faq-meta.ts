import { faqIds, type FaqId } from "../content/types";

/** The Help Center's category filter, "all" first. */
export const faqCategories = ["all", "billing", "publishing", "features", "account"] as const;
export type FaqCategory = (typeof faqCategories)[number];

const categoryOf: Record<FaqId, Exclude<FaqCategory, "all">> = {
  plans: "billing",
  refunds: "billing",
  cancel: "billing",
  "mobile-money": "billing",
  deploys: "publishing",
  "custom-domains": "publishing",
  "ai-writer": "features",
  data: "account",
};

/** The eight FAQs' ids and categories (spec §3 FAQ: id, category), in display order. */
export const faqs: readonly { id: FaqId; category: Exclude<FaqCategory, "all"> }[] = faqIds.map((id) => ({
  id,
  category: categoryOf[id],
}));
