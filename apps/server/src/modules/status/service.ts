import { apiMessage, overallStatus } from "@foliocraft/schemas";
import type { Incident, incidentInputSchema, SystemStatus } from "@foliocraft/schemas";
import type { z } from "zod";
import { AppError } from "../../errors";
import type { StatusChecks } from "./checks";
import type { IncidentRepository, IncidentRow, IncidentValues } from "./repository";

const toIncident = (row: IncidentRow): Incident => ({
  id: row.id,
  title: row.title,
  status: row.status,
  impact: row.impact,
  description: row.description,
  startsAt: row.startsAt.toISOString(),
  // Oldest first in storage; the page shows the latest first, as status pages do.
  updates: [...row.updates].sort((a, b) => b.at.localeCompare(a.at)),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// Times arrive as ISO strings with any offset; they are stored as UTC instants (normalised ISO in the updates).
type ValidInput = z.output<typeof incidentInputSchema>;

const normalise = (input: Partial<ValidInput>): Partial<IncidentValues> => ({
  ...(input.title !== undefined && { title: input.title }),
  ...(input.status !== undefined && { status: input.status }),
  ...(input.impact !== undefined && { impact: input.impact }),
  ...(input.description !== undefined && { description: input.description }),
  ...(input.startsAt !== undefined && { startsAt: new Date(input.startsAt) }),
  ...(input.updates !== undefined && {
    updates: input.updates
      .map((u) => ({ at: new Date(u.at).toISOString(), message: u.message }))
      .sort((a, b) => a.at.localeCompare(b.at)),
  }),
});

/** /status: the live checks plus the incidents admins post, and the admins' incident management. */
export function createStatusService(deps: { checks: StatusChecks; incidents: IncidentRepository }) {
  const { checks, incidents } = deps;
  return {
    async status(): Promise<SystemStatus> {
      const [{ checkedAt, components }, open, resolved] = await Promise.all([
        checks.run(),
        incidents.open(),
        incidents.resolved(),
      ]);
      return {
        overall: overallStatus(
          components.map((c) => c.status),
          open.map((i) => i.status),
        ),
        checkedAt: checkedAt.toISOString(),
        components,
        current: open.map(toIncident),
        past: resolved.map(toIncident),
      };
    },

    async list(): Promise<Incident[]> {
      return (await incidents.list()).map(toIncident);
    },

    /** `input` is validated by the route (incidentInputSchema). */
    async create(input: ValidInput): Promise<Incident> {
      return toIncident(await incidents.insert(normalise(input) as IncidentValues));
    },

    /** `patch` is validated by the route (incidentPatchSchema). */
    async update(id: string, patch: Partial<ValidInput>): Promise<Incident> {
      const row = await incidents.update(id, normalise(patch));
      if (!row) throw new AppError("not-found", apiMessage("incidentNotFound"));
      return toIncident(row);
    },

    async remove(id: string): Promise<void> {
      if (!(await incidents.remove(id))) throw new AppError("not-found", apiMessage("incidentNotFound"));
    },
  };
}

/** /status and its incidents. */
export type StatusService = ReturnType<typeof createStatusService>;
