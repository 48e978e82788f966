import { Inbox as InboxIcon, Mail, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import toast from "react-hot-toast";
import type { InboxMessage } from "@foliocraft/schemas";
import { Badge } from "../../components/ui/badge";
import { buttonClasses } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import { ConfirmDialog } from "../portfolios/confirm-dialog";
import { useDeleteMessage, useInbox, useMarkRead } from "./inbox-api";
import { dateTimeFormat } from "../../lib/intl-format";

function MessageItem({ message, onDelete }: { message: InboxMessage; onDelete: (m: InboxMessage) => void }) {
  const { t, i18n } = useTranslation();
  const markRead = useMarkRead();
  const unread = !message.readAt;
  const when = dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(message.createdAt),
  );
  // For a portfolio in several languages: which version the visitor wrote from, named in the interface's language.
  const pageLanguage = message.language
    ? new Intl.DisplayNames(i18n.language, { type: "language" }).of(message.language)
    : undefined;
  return (
    <li>
      <article
        aria-labelledby={`msg-${message.id}`}
        className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={`msg-${message.id}`} className="font-semibold text-slate-950 dark:text-white">
            {message.name} {unread && <Badge className="ms-2">{t("inbox.unread")}</Badge>}
          </h3>
          <time dateTime={message.createdAt} className="text-sm text-slate-600 dark:text-slate-300">
            {when}
          </time>
        </div>
        <a
          href={`mailto:${message.email}`}
          dir="ltr"
          className="self-start text-sm break-all text-indigo-700 underline dark:text-indigo-300"
        >
          {message.email}
        </a>
        {pageLanguage && (
          <p className="text-xs text-slate-600 dark:text-slate-300">
            {t("inbox.writtenFrom", { language: pageLanguage })}
          </p>
        )}
        {/* Read aloud in the language the visitor most likely wrote in: the page's. */}
        <p
          lang={message.language ?? undefined}
          className="text-sm whitespace-pre-wrap text-slate-800 dark:text-slate-100"
        >
          {message.message}
        </p>
        <div className="flex flex-wrap gap-2">
          {unread && (
            <button
              type="button"
              className={buttonClasses("secondary", "sm")}
              aria-label={t("inbox.markReadOf", { name: message.name })}
              disabled={markRead.isPending}
              onClick={() => markRead.mutate(message.id, { onError: () => toast.error(t("inbox.actionFailed")) })}
            >
              <Mail aria-hidden="true" className="size-4" />
              {t("inbox.markRead")}
            </button>
          )}
          <button
            type="button"
            aria-label={t("inbox.deleteOf", { name: message.name })}
            className={buttonClasses("secondary", "sm")}
            onClick={() => onDelete(message)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("inbox.delete")}
          </button>
        </div>
      </article>
    </li>
  );
}

/** The dashboard's inbox: messages visitors sent through the owner's portfolio contact form. */
export function InboxSection() {
  const { t } = useTranslation();
  const inbox = useInbox();
  const remove = useDeleteMessage();
  const [deleting, setDeleting] = useState<InboxMessage | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const unread = inbox.data?.unreadCount ?? 0;

  return (
    <section aria-labelledby="inbox-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <InboxIcon aria-hidden="true" className="size-5 text-slate-700 dark:text-slate-200" />
        <h2 id="inbox-heading" ref={headingRef} className="text-xl font-semibold text-slate-950 dark:text-white">
          {t("inbox.heading")}
        </h2>
        {inbox.data && <Badge>{t("inbox.unreadCount", { total: unread })}</Badge>}
      </div>
      {inbox.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Spinner className="size-4" />
          {t("inbox.loading")}
        </p>
      )}
      {inbox.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("inbox.loadFailed")}
        </p>
      )}
      {inbox.data && inbox.data.messages.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("inbox.empty")}</p>
      )}
      {inbox.data && inbox.data.messages.length > 0 && (
        <ul className="flex flex-col gap-3">
          {inbox.data.messages.map((m) => (
            <MessageItem key={m.id} message={m} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("inbox.deleteTitle")}
        description={t("inbox.deleteDescription", { name: deleting?.name ?? "" })}
        confirmLabel={t("inbox.delete")}
        busy={remove.isPending}
        returnFocusRef={headingRef}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(t("inbox.deleted"));
            },
            onError: () => toast.error(t("inbox.actionFailed")),
          });
        }}
      />
    </section>
  );
}
