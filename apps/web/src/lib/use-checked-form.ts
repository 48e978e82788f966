import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { translateSchemaMessage } from "../i18n/schema-messages";

/**
 * A form checked by a shared schema (`resolver`, e.g. `zodResolver(schema)`), with what every form of the app
 * keeps beside it: the alert's `failure` text and, through `field(name)`, a field's registration with its error in
 * the interface language (spread it on a TextField, EmailField or PasswordField).
 */
export function useCheckedForm<TInput extends FieldValues, TOutput = TInput>(
  resolver: Resolver<TInput, unknown, TOutput>,
  defaultValues: DefaultValues<TInput>,
) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TInput, unknown, TOutput>({ resolver, defaultValues });
  const errorText = (message: string | undefined) => (message ? translateSchemaMessage(t, message) : undefined);
  const field = (name: Path<TInput>) => ({
    error: errorText(form.getFieldState(name, form.formState).error?.message),
    ...form.register(name),
  });
  return { ...form, failure, setFailure, errorText, field };
}
