import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { inboxMessageSchema, inboxSchema, mailStatusSchema, type Inbox } from "@foliocraft/schemas";
import { apiFetch } from "../../lib/api-client";

// The visitor-messages module's owner endpoints (apps/server/src/modules/visitor-messages): same origin, session cookie.

/** Query key of the signed-in owner's inbox. */
export const inboxQueryKey = ["inbox"] as const;

/** The owner's visitor messages, newest first, with the unread count. */
export function useInbox() {
  return useQuery({
    queryKey: inboxQueryKey,
    queryFn: ({ signal }) => apiFetch("/api/inbox", { schema: inboxSchema, signal }),
  });
}

/** Marks a message read and puts the answer in the cached inbox. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/inbox/${encodeURIComponent(id)}/read`, { method: "POST", schema: inboxMessageSchema }),
    onSuccess: (message) => {
      queryClient.setQueryData<Inbox>(inboxQueryKey, (inbox) =>
        inbox
          ? {
              messages: inbox.messages.map((m) => (m.id === message.id ? message : m)),
              unreadCount: inbox.messages.filter((m) => m.id !== message.id && !m.readAt).length,
            }
          : inbox,
      );
    },
  });
}

/** Deletes a message, then reloads the inbox. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/inbox/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
  });
}

/** Whether this server delivers e-mail (SMTP) or keeps it in its outbox, for the builder's e-mail configuration. */
export function useMailStatus() {
  return useQuery({
    queryKey: ["mail-status"],
    queryFn: ({ signal }) => apiFetch("/api/mail/status", { schema: mailStatusSchema, signal }),
    staleTime: 5 * 60 * 1000,
  });
}
