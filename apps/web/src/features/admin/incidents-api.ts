import { incidentSchema, type IncidentInput, type IncidentPatch } from "@foliocraft/schemas";
import { z } from "zod";
import { apiFetch } from "../../lib/api-client";

const listSchema = z.object({ incidents: z.array(incidentSchema) });

/** GET /api/admin/incidents: every incident, newest first. */
export const fetchIncidents = (signal?: AbortSignal) =>
  apiFetch("/api/admin/incidents", { schema: listSchema, signal });

/** POST /api/admin/incidents. */
export const createIncident = (input: IncidentInput) =>
  apiFetch("/api/admin/incidents", { method: "POST", body: input, schema: incidentSchema });

/** PATCH /api/admin/incidents/:id. */
export const updateIncident = (id: string, patch: IncidentPatch) =>
  apiFetch(`/api/admin/incidents/${encodeURIComponent(id)}`, { method: "PATCH", body: patch, schema: incidentSchema });

/** DELETE /api/admin/incidents/:id. */
export const deleteIncident = (id: string) =>
  apiFetch(`/api/admin/incidents/${encodeURIComponent(id)}`, { method: "DELETE" });
