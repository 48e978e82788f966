import { parseSchemaMessage } from "@foliocraft/schemas";
import type { TFunction } from "i18next";
import { translateApiMessage } from "./api-messages";

/**
 * A message of the shared schemas (a form field's validation on the client, or a server field error made into one
 * by fieldErrorsOf) in the interface language, by its catalog id: the schemas write `schemaMessage(id, params)`,
 * and the locales hold the id under `apiMessages`. Any other text is returned as it came.
 */
export function translateSchemaMessage(t: TFunction, message: string): string {
  const ref = parseSchemaMessage(message);
  return (ref && translateApiMessage(t, ref.id, ref.params)) ?? message;
}
