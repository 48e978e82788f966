import type { AiField } from "@foliocraft/schemas";
import type { PortfolioContent } from "@foliocraft/schemas";
import type { FieldPath } from "react-hook-form";
import { useFormContext } from "react-hook-form";
import { AiAssist } from "../../ai/ai-assist";

/**
 * The AI writing control under one builder field (issue 9): reads and writes the field through the form, so the
 * streamed text autosaves like typing, and sends the whole (possibly unsaved) content as the writer's data.
 */
export function AiFieldAssist({
  name,
  field,
  index,
  label,
}: {
  name: FieldPath<PortfolioContent>;
  field: AiField;
  index?: number;
  label: string;
}) {
  const { getValues, setValue } = useFormContext<PortfolioContent>();
  return (
    <AiAssist
      field={field}
      {...(index === undefined ? {} : { index })}
      fieldLabel={label}
      getText={() => String(getValues(name) ?? "")}
      setText={(text) => setValue(name, text as never, { shouldDirty: true, shouldValidate: true })}
      getContent={() => getValues()}
    />
  );
}
