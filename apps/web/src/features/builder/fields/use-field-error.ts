import type { PortfolioContent } from "@foliocraft/schemas";
import { get, useFormState } from "react-hook-form";
import type { FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { translateContentMessage } from "../content-messages";

/** A content field's path in the builder form ("personal.fullName", "projects.0.title", …). */
export type ContentPath = FieldPath<PortfolioContent>;

/** The field's current error, in the interface language (undefined when valid). */
export function useFieldError(name: ContentPath): string | undefined {
  const { t } = useTranslation();
  const { errors } = useFormState<PortfolioContent>({ name, exact: true });
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === "string" && error.message ? translateContentMessage(t, error.message) : undefined;
}
