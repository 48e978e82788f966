import type { DeployRow } from "./repository";

/** What a running deploy records as it goes: its step, and (in the provider's state) what exists on the provider. */
export type DeployProgressFields<State> = { step?: DeployRow["step"] } & Partial<State>;

/** Where a running deploy writes its progress (the deploy row, read by GET /api/deploys/{id}). */
export interface DeployProgress<State> {
  update(fields: DeployProgressFields<State>): Promise<void>;
}
