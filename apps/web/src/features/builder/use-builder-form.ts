import { zodResolver } from "@hookform/resolvers/zod";
import { portfolioContentSchema } from "@foliocraft/schemas";
import type { PortfolioContent, PortfolioDetail } from "@foliocraft/schemas";
import { useCallback, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { Resolver } from "react-hook-form";
import { deviceDrafts } from "./draft-storage";
import { isValidContent, nameError, toFormValues } from "./form-values";
import { createLiveContent } from "./live-content";
import { savePortfolio } from "./portfolio-api";
import { useAutosave } from "./use-autosave";

/** How the builder starts: from the server's copy, or from edits this device kept (restored, or in conflict). */
export interface BuilderStart {
  detail: PortfolioDetail;
  content: PortfolioContent;
  name: string;
  draft: "none" | "restored" | "conflict";
  /** A draft of this device could not be opened and was set aside (kept for download until dismissed). */
  setAside?: boolean;
}

/**
 * The builder's form (react-hook-form, validated field by field with the shared content schema), wired to
 * autosave: every change is kept on the device, shown in the preview and saved after a pause.
 */
export function useBuilderForm(start: BuilderStart) {
  const id = start.detail.id;
  const form = useForm<PortfolioContent>({
    resolver: zodResolver(portfolioContentSchema) as unknown as Resolver<PortfolioContent>,
    defaultValues: toFormValues(start.content),
    mode: "onChange",
  });
  const [name, setNameState] = useState(start.name);
  const nameRef = useRef(start.name);
  // Not React state: an edit re-renders only what shows the content (live-content.ts).
  const [preview] = useState(() => createLiveContent(toFormValues(start.content)));
  // True while the form is being reset to content the server already has: such a change is not an edit.
  const applying = useRef(false);

  const { controller, snapshot } = useAutosave({
    portfolioId: id,
    version: start.detail.version,
    updatedAt: start.detail.updatedAt,
    drafts: deviceDrafts,
    save: ({ baseVersion, content, name: newName }) =>
      savePortfolio(id, { baseVersion, content, ...(nameError(newName) ? {} : { name: newName.trim() }) }),
  });

  const record = useCallback(
    (values: PortfolioContent) => {
      const content = structuredClone(values);
      preview.set(content);
      controller.edit(content, nameRef.current, isValidContent(content));
    },
    [controller, preview],
  );

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (!applying.current) record(values);
        },
      }),
    [form, record],
  );

  // A restored device copy is sent at once; one in conflict waits for the user's choice. Once per builder.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const mine = structuredClone(form.getValues());
    if (start.draft === "restored") controller.edit(mine, start.name, isValidContent(mine));
    if (start.draft === "conflict") {
      controller.startWithConflict({ content: mine, name: start.name, valid: isValidContent(mine) }, start.detail);
    }
  }, [start, form, controller]);

  // The server's field messages (400 details.issues) show next to their fields, like the form's own.
  useEffect(() => {
    for (const issue of snapshot.issues) {
      form.setError(issue.path.join(".") as never, { type: "server", message: issue.message });
    }
  }, [snapshot.issues, form]);

  const setName = (value: string) => {
    setNameState(value);
    nameRef.current = value;
    record(form.getValues());
  };

  /** Shows content in the form; `asEdit` saves it (an import), otherwise the server already has it. */
  const replaceContent = (content: PortfolioContent, asEdit: boolean) => {
    const values = toFormValues(content);
    applying.current = true;
    form.reset(values);
    applying.current = false;
    preview.set(values);
    if (asEdit) {
      record(values);
      void form.trigger();
    }
  };

  /** Saves now; true when the server has every edit (the export, publish and restore need that). */
  const flush = async (): Promise<boolean> => {
    await controller.flush();
    return controller.getSnapshot().state === "saved";
  };

  /** The name the server now has (a restored version, the other side of a conflict): shown, not an edit. */
  const adoptName = (value: string) => {
    setNameState(value);
    nameRef.current = value;
  };

  return { form, name, setName, adoptName, preview, controller, snapshot, replaceContent, flush };
}
