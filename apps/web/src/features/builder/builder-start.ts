import type { PortfolioDetail } from "@foliocraft/schemas";
import type { DraftStorage, LocalDraft } from "./draft-storage";
import { sameContent } from "./form-values";
import type { BuilderStart } from "./use-builder-form";

/**
 * Where the builder starts, given the server's copy and what this device kept: nothing kept (or nothing new) →
 * the server's copy; edits based on the server's current version → restored as they were (and saved); edits based
 * on an older version (someone saved since) → a conflict the user resolves.
 */
export function builderStart(detail: PortfolioDetail, draft: LocalDraft | null, drafts?: DraftStorage): BuilderStart {
  const unchanged = draft && sameContent(draft.content, detail.content) && (draft.name || detail.name) === detail.name;
  if (!draft || unchanged) {
    if (draft) drafts?.discard(detail.id);
    return { detail, content: detail.content, name: detail.name, draft: "none" };
  }
  return {
    detail,
    content: draft.content,
    name: draft.name || detail.name,
    draft: draft.baseVersion === detail.version ? "restored" : "conflict",
  };
}
