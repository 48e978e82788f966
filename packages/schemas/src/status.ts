import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import { storableText } from "./text";

/** Status values of the System Status page (spec §4), in the order the page explains them. */
export const statusValues = ["operational", "degraded", "outage", "maintenance", "scheduled", "resolved"] as const;
/** One status value of spec §4. */
export type StatusValue = (typeof statusValues)[number];

/** Incident impact (spec §4). */
export const incidentImpacts = ["minor", "major", "critical"] as const;
/** Incident impact (spec §4). */
export type IncidentImpact = (typeof incidentImpacts)[number];

/** What a live check can report about a component: a subset of spec §4's values. */
export const componentStatuses = ["operational", "degraded", "outage", "maintenance"] as const;
/** What a live check can report about a component. */
export type ComponentStatus = (typeof componentStatuses)[number];

/** The parts of this server that /status checks live. */
export const statusComponentIds = ["database", "email", "ai", "payments"] as const;
/** A part of this server that /status checks live. */
export type StatusComponentId = (typeof statusComponentIds)[number];

/**
 * Why a component has its status, as a code the web translates (never English text from the server):
 * database-ok / database-failed; smtp-ok / smtp-failed / outbox (no SMTP_URL: kept in the outbox);
 * builtin-writer / provider-ok / provider-refused (answered with an error) / provider-unreachable;
 * payments-configured / payments-not-configured.
 */
export const statusNotes = [
  "database-ok",
  "database-failed",
  "smtp-ok",
  "smtp-failed",
  "outbox",
  "builtin-writer",
  "provider-ok",
  "provider-refused",
  "provider-unreachable",
  "payments-configured",
  "payments-not-configured",
] as const;
/** Why a component has its status. */
export type StatusNote = (typeof statusNotes)[number];

/** One live check of a component. */
export const componentCheckSchema = z.object({
  id: z.enum(statusComponentIds),
  status: z.enum(componentStatuses),
  note: z.enum(statusNotes),
  /** How long the check took (ms); null when nothing was contacted (a configuration check). */
  latencyMs: z.number().int().nonnegative().nullable(),
});
/** One live check of a component. */
export type ComponentCheck = z.infer<typeof componentCheckSchema>;

// `label` is the field's English name, for API clients (as in the content's field messages).
const trimmed = (label: string, max: number) =>
  z
    .string({ error: schemaMessage("fieldRequired", { field: label }) })
    .trim()
    .min(1, schemaMessage("fieldRequired", { field: label }))
    .max(max, schemaMessage("fieldTooLong", { field: label, count: max }));

const isoDateTime = (label: string) =>
  z.iso.datetime({ offset: true, error: schemaMessage("fieldNotDateTime", { field: label }) });

/** One update of an incident (spec §3: time and message). */
export const incidentUpdateSchema = storableText(
  z.object({
    at: isoDateTime("Update time"),
    message: trimmed("Update message", 2000),
  }),
);
/** One update of an incident. */
export type IncidentUpdate = z.infer<typeof incidentUpdateSchema>;

const incidentFields = z.object({
  title: trimmed("Title", 200),
  status: z.enum(statusValues, { error: schemaMessage("incidentStatusChoice", { values: statusValues.join(", ") }) }),
  impact: z.enum(incidentImpacts, {
    error: schemaMessage("incidentImpactChoice", { values: incidentImpacts.join(", ") }),
  }),
  description: trimmed("Description", 5000),
  /** When it started (or, for scheduled maintenance, when it starts): the spec's date and time in one value. */
  startsAt: isoDateTime("Start"),
  updates: z.array(incidentUpdateSchema).max(50, schemaMessage("incidentUpdatesTooMany", { count: 50 })),
});

/** An incident as admins write it (spec §3: title, status, date and time, description, impact, updates). */
export const incidentInputSchema = storableText(
  incidentFields.extend({ updates: incidentFields.shape.updates.default([]) }),
);
/** An incident as admins write it. */
export type IncidentInput = z.input<typeof incidentInputSchema>;

/** A change to an incident: any subset of its fields (no defaults, so what is not sent stays as it is). */
export const incidentPatchSchema = storableText(
  incidentFields.partial().refine((v) => Object.keys(v).length > 0, { error: schemaMessage("changeAtLeastOneField") }),
);
/** A change to an incident. */
export type IncidentPatch = z.input<typeof incidentPatchSchema>;

/** A stored incident. */
export const incidentSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(statusValues),
  impact: z.enum(incidentImpacts),
  description: z.string(),
  startsAt: z.string(),
  updates: z.array(z.object({ at: z.string(), message: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A stored incident. */
export type Incident = z.infer<typeof incidentSchema>;

/** GET /api/status: live checks of this server, the overall status, and the incidents. */
export const systemStatusSchema = z.object({
  overall: z.enum(componentStatuses),
  /** When the checks ran (they are cached briefly, so this can be a few seconds old). */
  checkedAt: z.string(),
  components: z.array(componentCheckSchema),
  /** Not resolved yet (ongoing, scheduled or in maintenance), newest first. */
  current: z.array(incidentSchema),
  /** Resolved, newest first (the last 20). */
  past: z.array(incidentSchema),
});
/** GET /api/status. */
export type SystemStatus = z.infer<typeof systemStatusSchema>;

const severity: Record<ComponentStatus, number> = { operational: 0, maintenance: 1, degraded: 2, outage: 3 };

/**
 * The overall status: the worst component, raised by an open incident (an outage incident makes the whole page
 * "outage" even if our own checks pass, because admins know about trouble the checks cannot see).
 */
export function overallStatus(components: readonly ComponentStatus[], openIncidents: readonly StatusValue[]) {
  const fromIncidents = openIncidents.filter((s): s is ComponentStatus => s in severity && s !== "operational");
  return [...components, ...fromIncidents].reduce<ComponentStatus>(
    (worst, s) => (severity[s] > severity[worst] ? s : worst),
    "operational",
  );
}
