import {
  incidentImpacts,
  statusValues,
  type Incident,
  type IncidentImpact,
  type StatusValue,
} from "@foliocraft/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ParseKeys, TFunction } from "i18next";
import { useId, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { apiErrorText } from "../../i18n/api-messages";
import { fieldErrorsOf } from "../../lib/form-errors";
import { createIncident, deleteIncident, fetchIncidents, updateIncident } from "./incidents-api";
import { dateTimeFormat } from "../../lib/intl-format";

const control =
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100";

/** A datetime-local value for now, in the admin's own time zone. */
const localNow = () => {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
};

function Select<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (value: T) => string;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as T)}
        className={`${control} h-11`}
      >
        {props.options.map((o) => (
          <option key={o} value={o}>
            {props.optionLabel(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

// The form's fields by the names the server's field list uses ("updates.0.message" is an update's text).
const fieldLabels: [prefix: string, label: ParseKeys][] = [
  ["title", "admin.incidents.title"],
  ["status", "admin.incidents.status"],
  ["impact", "admin.incidents.impact"],
  ["startsAt", "admin.incidents.startsAt"],
  ["description", "admin.incidents.description"],
  ["updates", "admin.incidents.updateLabel"],
];

/**
 * Why saving an incident failed, in the interface language: the first field the server refused, by its label on
 * this form; else the server's message by its catalog id (not found, administrators only), or a general sentence.
 */
function incidentFailure(t: TFunction, error: unknown): string {
  for (const { field } of fieldErrorsOf(error)) {
    const label = fieldLabels.find(([prefix]) => field === prefix || field.startsWith(`${prefix}.`))?.[1];
    if (label) return t("admin.incidents.checkField", { field: t(label) });
  }
  return apiErrorText(t, error, t("admin.incidents.failed"));
}

/** One incident in the admin list: resolve it, add an update, or delete it. */
function IncidentRow({ incident }: { incident: Incident }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [update, setUpdate] = useState("");
  const done = () => void queryClient.invalidateQueries({ queryKey: ["admin", "incidents"] });
  const change = useMutation({
    mutationFn: (patch: Parameters<typeof updateIncident>[1]) => updateIncident(incident.id, patch),
    onSuccess: () => {
      setUpdate("");
      toast.success(t("admin.incidents.saved"));
      done();
    },
    onError: (error) => toast.error(incidentFailure(t, error)),
  });
  const remove = useMutation({
    mutationFn: () => deleteIncident(incident.id),
    onSuccess: () => {
      toast.success(t("admin.incidents.deleted"));
      done();
    },
    onError: (error) => toast.error(incidentFailure(t, error)),
  });
  const addUpdate = (event: FormEvent) => {
    event.preventDefault();
    if (!update.trim()) return;
    // Stored oldest first; the server sorts, so the existing ones are sent as they are.
    change.mutate({ updates: [...incident.updates, { at: new Date().toISOString(), message: update.trim() }] });
  };
  const when = dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <p className="font-semibold text-slate-950 dark:text-white">{incident.title}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {when.format(new Date(incident.startsAt))} · {t(`statusPage.values.${incident.status}`)} ·{" "}
        {t(`statusPage.impacts.${incident.impact}`)}
      </p>
      <form onSubmit={addUpdate} className="mt-3 flex flex-wrap items-end gap-2">
        <TextField
          label={t("admin.incidents.updateLabel")}
          value={update}
          onChange={(e) => setUpdate(e.target.value)}
          className="min-w-0 flex-1"
        />
        <button type="submit" className={buttonClasses("secondary", "md", "h-11")} disabled={change.isPending}>
          {t("admin.incidents.addUpdate")}
        </button>
      </form>
      <div className="mt-3 flex flex-wrap gap-2">
        {incident.status !== "resolved" && (
          <button
            type="button"
            className={buttonClasses("secondary", "sm")}
            disabled={change.isPending}
            onClick={() => change.mutate({ status: "resolved" })}
          >
            {t("admin.incidents.resolve")}
          </button>
        )}
        <button
          type="button"
          className={buttonClasses("secondary", "sm")}
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(t("admin.incidents.confirmDelete", { title: incident.title }))) remove.mutate();
          }}
        >
          {t("admin.incidents.delete")}
        </button>
      </div>
    </li>
  );
}

/** Incidents shown on /status: post a new one, add updates, resolve, delete (admins only; the server checks). */
export function AdminIncidents() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery({
    queryKey: ["admin", "incidents"],
    queryFn: ({ signal }) => fetchIncidents(signal),
  });
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [status, setStatus] = useState<StatusValue>("degraded");
  const [impact, setImpact] = useState<IncidentImpact>("minor");
  const [startsAt, setStartsAt] = useState(localNow);
  const [failure, setFailure] = useState<string | null>(null);
  const descriptionId = useId();
  const startsId = useId();
  const create = useMutation({
    mutationFn: createIncident,
    onSuccess: () => {
      setTitle("");
      setDescription("");
      setFailure(null);
      toast.success(t("admin.incidents.posted"));
      void queryClient.invalidateQueries({ queryKey: ["admin", "incidents"] });
    },
    // The server's field list names what is wrong: the form says which of its fields, in the interface language.
    onError: (error) => setFailure(incidentFailure(t, error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ title, description, status, impact, startsAt: new Date(startsAt).toISOString(), updates: [] });
  };
  return (
    <section aria-labelledby="admin-incidents" className="mt-10">
      <h2 id="admin-incidents" className="text-xl font-semibold text-slate-950 dark:text-white">
        {t("admin.incidents.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("admin.incidents.intro")}</p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <TextField label={t("admin.incidents.title")} value={title} onChange={(e) => setTitle(e.target.value)} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            label={t("admin.incidents.status")}
            value={status}
            options={statusValues}
            optionLabel={(v) => t(`statusPage.values.${v}`)}
            onChange={setStatus}
          />
          <Select
            label={t("admin.incidents.impact")}
            value={impact}
            options={incidentImpacts}
            optionLabel={(v) => t(`statusPage.impacts.${v}`)}
            onChange={setImpact}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={startsId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
              {t("admin.incidents.startsAt")}
            </label>
            <input
              id={startsId}
              type="datetime-local"
              value={startsAt}
              onChange={(e) => setStartsAt(e.target.value)}
              className={`${control} h-11`}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={descriptionId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t("admin.incidents.description")}
          </label>
          <textarea
            id={descriptionId}
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            className={`${control} py-2`}
          />
        </div>
        <button type="submit" className={buttonClasses("primary", "md", "sm:w-fit")} disabled={create.isPending}>
          {create.isPending && <Spinner className="size-4" />}
          {t("admin.incidents.post")}
        </button>
      </form>
      {isPending && <Spinner className="mt-4 size-5" />}
      {data && data.incidents.length === 0 && (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{t("admin.incidents.none")}</p>
      )}
      {data && data.incidents.length > 0 && (
        <ul className="mt-4 flex flex-col gap-3">
          {data.incidents.map((incident) => (
            <IncidentRow key={incident.id} incident={incident} />
          ))}
        </ul>
      )}
    </section>
  );
}
