import { adminUserSchema, failedJobsResponseSchema, paymentSummarySchema, type PlanId } from "@foliocraft/schemas";
import { z } from "zod";
import { apiFetch } from "../../lib/api-client";

const usersSchema = z.object({ users: z.array(adminUserSchema) });
const paymentsSchema = z.object({ payments: z.array(paymentSummarySchema) });
const outboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      kind: z.string(),
      status: z.enum(["outbox", "sent", "failed"]),
      createdAt: z.string(),
      sentAt: z.string().nullable().optional(),
      /** Delivery attempts so far, and the last SMTP error while retries go on (cleared once delivered). */
      attempts: z.number().int().optional(),
      error: z.string().nullable().optional(),
    }),
  ),
});

/** One e-mail of the outbox. */
export type OutboxMessage = z.infer<typeof outboxSchema>["messages"][number];

/** GET /api/admin/users?search=. */
export const fetchAdminUsers = (search: string, signal?: AbortSignal) =>
  apiFetch(`/api/admin/users?search=${encodeURIComponent(search)}`, { schema: usersSchema, signal });

/** The spec's manualUpgrade (subscriptionType, default monthly). */
export const upgradeUser = (id: string, subscriptionType: PlanId) =>
  apiFetch(`/api/admin/users/${encodeURIComponent(id)}/upgrade`, { method: "POST", body: { subscriptionType } });

/** The spec's manualDowngrade. */
export const downgradeUser = (id: string) =>
  apiFetch(`/api/admin/users/${encodeURIComponent(id)}/downgrade`, { method: "POST", body: {} });

/** GET /api/admin/payments. */
export const fetchAdminPayments = (signal?: AbortSignal) =>
  apiFetch("/api/admin/payments", { schema: paymentsSchema, signal });

/** GET /api/admin/mail: the e-mail outbox / delivery log. */
export const fetchOutbox = (signal?: AbortSignal) => apiFetch("/api/admin/mail", { schema: outboxSchema, signal });

/** GET /api/admin/jobs: background jobs that failed after their last retry. */
export const fetchFailedJobs = (signal?: AbortSignal) =>
  apiFetch("/api/admin/jobs", { schema: failedJobsResponseSchema, signal });

/** Runs a failed background job once more. */
export const retryJob = (id: string) =>
  apiFetch(`/api/admin/jobs/${encodeURIComponent(id)}/retry`, { method: "POST", body: {} });
