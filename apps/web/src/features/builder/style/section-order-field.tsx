import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { alwaysVisibleSections, type PortfolioSectionId, type PortfolioStyle } from "@foliocraft/schemas";
import { completeSectionList } from "@foliocraft/themes";
import clsx from "clsx";
import { GripVertical } from "lucide-react";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";

type SectionList = PortfolioStyle["sections"];

/** The builder's name of each page section (most reuse the builder's section titles). */
export function useSectionLabel(): (id: PortfolioSectionId) => string {
  const { t } = useTranslation();
  const labels: Record<PortfolioSectionId, string> = {
    about: t("builder.sections.about"),
    skills: t("builder.sections.skills"),
    "skill-groups": t("builder.sections.skillGroups"),
    projects: t("builder.sections.projects"),
    experience: t("builder.sections.experience"),
    education: t("builder.sections.education"),
    volunteer: t("builder.sections.volunteer"),
    certificates: t("builder.sections.certificates"),
    publications: t("builder.sections.publications"),
    languages: t("builder.sections.languages"),
    interests: t("builder.sections.interests"),
    references: t("builder.sections.references"),
    services: t("builder.sections.services"),
    achievements: t("builder.sections.achievements"),
    testimonials: t("builder.sections.testimonials"),
    "hire-me": t("builder.sections.hireMe"),
    "contact-form": t("builder.sections.contactForm"),
    resume: t("builder.sections.resume"),
    contact: t("builder.style.contactSection"),
  };
  return (id) => labels[id];
}

/**
 * The page's sections in order, each with a visibility switch. Reordered by dragging a handle, or from the
 * keyboard with dnd-kit's keyboard sensor (focus a handle, Space, arrow keys, Space; Escape cancels); every move is
 * announced to screen readers in the interface language.
 */
export function SectionOrderField({ value, onChange }: { value: SectionList; onChange: (list: SectionList) => void }) {
  const { t } = useTranslation();
  const label = useSectionLabel();
  const instructionsId = useId();
  const list = completeSectionList(value);
  const ids = list.map((s) => s.id);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const position = (id: unknown) => ids.indexOf(id as PortfolioSectionId) + 1;
  const name = (id: unknown) => label(id as PortfolioSectionId);
  const count = ids.length;
  // The place last announced: dnd-kit reports the row under the picked-up one at once (itself), which would
  // replace "picked up" before a screen reader reads it.
  const lastOver = useRef<unknown>(undefined);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t("builder.style.announcePickedUp", {
        section: name(active.id),
        position: position(active.id),
        total: count,
      });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === (lastOver.current ?? active.id)) return undefined;
      lastOver.current = over.id;
      return t("builder.style.announceMoved", { section: name(active.id), position: position(over.id), total: count });
    },
    onDragEnd: ({ active, over }) => {
      lastOver.current = undefined;
      return over
        ? t("builder.style.announceDropped", { section: name(active.id), position: position(over.id), total: count })
        : undefined;
    },
    onDragCancel: ({ active }) => {
      lastOver.current = undefined;
      return t("builder.style.announceCancelled", { section: name(active.id), position: position(active.id) });
    },
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(list, ids.indexOf(active.id as PortfolioSectionId), ids.indexOf(over.id as PortfolioSectionId)));
  };
  const setVisible = (id: PortfolioSectionId, visible: boolean) =>
    onChange(list.map((s) => (s.id === id ? { ...s, visible } : s)));

  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t("builder.style.sections")}</h3>
      <p id={instructionsId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t("builder.style.sectionsHint")}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t("builder.style.dragInstructions") } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="mt-3 flex flex-col gap-2">
            {list.map((section) => (
              <SortableSection
                key={section.id}
                id={section.id}
                visible={section.visible}
                label={label(section.id)}
                onVisible={(visible) => setVisible(section.id, visible)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
}

function SortableSection({
  id,
  visible,
  label,
  onVisible,
}: {
  id: PortfolioSectionId;
  visible: boolean;
  label: string;
  onVisible: (visible: boolean) => void;
}) {
  const { t } = useTranslation();
  const checkboxId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const always = alwaysVisibleSections.includes(id);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={clsx(
        "flex items-center gap-2 rounded-lg border bg-white p-1.5 dark:bg-slate-900",
        isDragging
          ? "relative z-10 border-indigo-600 shadow-lg dark:border-indigo-400"
          : "border-slate-200 dark:border-slate-700",
      )}
      data-section={id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t("builder.style.move", { section: label })}
        className="flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <span
        className={clsx(
          "min-w-0 flex-1 text-sm",
          visible ? "text-slate-900 dark:text-slate-100" : "text-slate-500 line-through dark:text-slate-400",
        )}
      >
        {label}
      </span>
      {always ? (
        <span className="pe-2 text-xs text-slate-600 dark:text-slate-400">{t("builder.style.alwaysShown")}</span>
      ) : (
        <span className="flex items-center gap-2 pe-2">
          <input
            id={checkboxId}
            type="checkbox"
            checked={visible}
            onChange={(event) => onVisible(event.target.checked)}
            className="size-4 accent-indigo-600 dark:accent-indigo-400"
          />
          <label htmlFor={checkboxId} className="text-sm text-slate-700 dark:text-slate-300">
            <span aria-hidden="true">{t("builder.style.show")}</span>
            <span className="sr-only">{t("builder.style.showSection", { section: label })}</span>
          </label>
        </span>
      )}
    </li>
  );
}
