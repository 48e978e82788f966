import { zodResolver } from "@hookform/resolvers/zod";
import {
  reservedUsernameReason,
  usernameClaimSchema,
  usernameSchema,
  type ReservedUsernameReason,
} from "@foliocraft/schemas";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, CircleX } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { translateApiMessage } from "../../i18n/api-messages";
import { ApiError } from "../../lib/api-client";
import { checkUsername, claimUsername, fetchUsernameSuggestion, usernameQueryKey } from "./publishing-api";
import { translateSchemaMessage } from "../../i18n/schema-messages";
import { reservedWhyText, usernameErrorText } from "./username-messages";

/** The server's answer about one name (a newer name makes it stale). */
type Availability =
  | {
      name: string;
      available: boolean;
      reason?: string | undefined;
      messageId?: string | undefined;
      params?: Record<string, string | number> | undefined;
      reservedReason?: ReservedUsernameReason | undefined;
    }
  | { name: string; failed: true };

/**
 * Claims the public username (3–30 characters a–z, 0–9, '-'; reserved words refused): the rules are checked while
 * typing, then whether the name is free, then the claim itself (which can still lose a race: 409).
 */
export function UsernameForm({ onClaimed }: { onClaimed?: (username: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [availability, setAvailability] = useState<Availability | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(usernameClaimSchema), defaultValues: { username: "" }, mode: "onChange" });
  const typed = useWatch({ control, name: "username" });
  const parsed = usernameSchema.safeParse(typed);
  const candidate = parsed.success ? parsed.data : null;

  // Start from a free name made from the account's name (the server transliterates it), unless the person has
  // already typed (the suggestion may arrive after they started): it never overwrites what they wrote.
  const suggestion = useQuery({
    queryKey: [...usernameQueryKey, "suggestion"],
    queryFn: ({ signal }) => fetchUsernameSuggestion(signal),
    staleTime: Infinity,
    retry: false,
  }).data;
  // Nor into a field the person is in, even empty: they are about to type, and their keys would land after it.
  useEffect(() => {
    const typing = document.activeElement === document.getElementById(id);
    if (suggestion && !typing && getValues("username") === "") {
      setValue("username", suggestion, { shouldValidate: true });
    }
  }, [suggestion, getValues, setValue, id]);

  // Ask the server whether a well-formed name is free, once typing pauses.
  useEffect(() => {
    if (candidate === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkUsername(candidate, controller.signal)
        .then((answer) =>
          setAvailability({
            name: candidate,
            available: answer.available,
            reason: answer.reason,
            messageId: answer.messageId,
            params: answer.params,
            reservedReason: answer.reservedReason,
          }),
        )
        // The claim will tell; a failed check only hides the hint.
        .catch(() => {
          if (!controller.signal.aborted) setAvailability({ name: candidate, failed: true });
        });
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [candidate]);

  // What to say about the typed name: nothing while it breaks a rule, "checking" until the answer for it arrives.
  const current = candidate !== null && availability?.name === candidate ? availability : null;
  const state =
    candidate === null || (current && "failed" in current)
      ? "idle"
      : !current
        ? "checking"
        : current.available
          ? "available"
          : "taken";

  const onValid = async ({ username }: { username: string }) => {
    setFailure(null);
    try {
      const claimed = (await claimUsername(username)) ?? username;
      queryClient.setQueryData(usernameQueryKey, claimed);
      onClaimed?.(claimed);
    } catch (error) {
      if (error instanceof ApiError && (error.code === "aborted" || error.code === "invalid-argument")) {
        // Already in the interface language; translateSchemaMessage below leaves it as it is.
        setError("username", { type: "server", message: usernameErrorText(t, error) }, { shouldFocus: true });
        return;
      }
      setFailure(t("publishing.claimFailed"));
    }
  };

  // A reserved name is explained, not only refused (the same rules as the server's, so no request is needed).
  const reservedWhy = errors.username
    ? reservedWhyText(
        t,
        reservedUsernameReason(
          String(typed ?? "")
            .trim()
            .toLowerCase(),
        ),
      )
    : undefined;
  const error = errors.username?.message
    ? [translateSchemaMessage(t, errors.username.message), reservedWhy].filter(Boolean).join(" ")
    : undefined;
  const statusText =
    state === "checking"
      ? t("publishing.checking")
      : state === "available"
        ? t("publishing.available")
        : state === "taken" && current && !("failed" in current)
          ? [
              translateApiMessage(t, current.messageId, current.params) ??
                current.reason ??
                t("apiMessages.usernameTaken"),
              reservedWhyText(t, current.reservedReason),
            ]
              .filter(Boolean)
              .join(" ")
          : "";

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="flex flex-col gap-3">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {t("publishing.usernameLabel")}
        </label>
        <div className="flex flex-wrap items-stretch gap-2">
          <div
            dir="ltr"
            className="flex h-11 min-w-0 flex-1 basis-64 items-center overflow-hidden rounded-lg border border-slate-300 bg-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-indigo-600 dark:border-slate-700 dark:bg-slate-950"
          >
            <span className="shrink-0 ps-3 text-slate-500 dark:text-slate-400">/p/</span>
            <input
              id={id}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
              placeholder={suggestion ?? undefined}
              className="h-full min-w-0 flex-1 bg-transparent pe-3 text-base text-slate-900 outline-none dark:text-slate-100"
              {...register("username")}
            />
          </div>
          <button type="submit" disabled={isSubmitting} className={buttonClasses("primary", "md", "h-11")}>
            {isSubmitting && <Spinner className="size-4" />}
            {t("publishing.claim")}
          </button>
        </div>
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {t("publishing.usernameHint")}
          {suggestion && typed === suggestion ? ` ${t("publishing.suggested")}` : ""}
        </p>
        {error && (
          <p id={`${id}-error`} className="flex items-center gap-1.5 text-sm text-red-700 dark:text-red-400">
            <CircleX aria-hidden="true" className="size-4 shrink-0" />
            {error}
          </p>
        )}
        <p role="status" className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
          {state === "available" && !error && (
            <CircleCheck aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
          )}
          {error ? "" : statusText}
        </p>
      </div>
    </form>
  );
}
