import { cropRectangle, defaultImageFocus, type ImageFocus } from "@foliocraft/schemas";
import { useRef } from "react";
import type { KeyboardEvent, PointerEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** The focal point an arrow key moves to: 1 % a press, 10 % with Shift; Home/End go to an edge. Null: not ours. */
export function focusAfterKey(focus: ImageFocus, key: string, shift: boolean): ImageFocus | null {
  const step = shift ? 10 : 1;
  switch (key) {
    case "ArrowLeft":
      return { ...focus, x: clamp(focus.x - step) };
    case "ArrowRight":
      return { ...focus, x: clamp(focus.x + step) };
    case "ArrowUp":
      return { ...focus, y: clamp(focus.y - step) };
    case "ArrowDown":
      return { ...focus, y: clamp(focus.y + step) };
    case "Home":
      return { ...focus, x: 0 };
    case "End":
      return { ...focus, x: 100 };
    case "PageUp":
      return { ...focus, y: 0 };
    case "PageDown":
      return { ...focus, y: 100 };
    default:
      return null;
  }
}

/**
 * The picture whole, with a marker on its focal point: click or drag to move it, or focus it and use the arrow keys
 * (x and y are the picture's own axes, from its top-left corner, whatever the page's direction). While zoomed in, a
 * frame over the picture shows the part that will be kept. Beside it, the picture as a theme crops it (a circle
 * for a photo, 16:9 for a project) so the effect shows at once.
 */
export function FocalPointPicker({
  src,
  focus,
  onChange,
  label,
  zoom = 1,
  preview,
  onNaturalSize,
}: {
  /** The picture the point is chosen on: the original upload when the picture is a cut of it. */
  src: string;
  focus: ImageFocus | undefined;
  onChange: (focus: ImageFocus) => void;
  /** The picture's name, for the control's accessible name ("Focal point of Profile picture"). */
  label: string;
  /** How far in the picture is zoomed: above 1, the kept part is framed. */
  zoom?: number;
  /** The framed picture beside the picker. */
  preview: ReactNode;
  onNaturalSize?: (width: number, height: number) => void;
}) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const point = focus ?? defaultImageFocus;

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = area.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    onChange({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = focusAfterKey(point, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };

  const valueText = t("builder.image.focusValue", { x: point.x, y: point.y });
  // Each axis is independent, so the kept part in percent is the server's rectangle on a 100 × 100 picture.
  const kept = zoom > 1 ? cropRectangle(10_000, 10_000, { zoom, x: point.x, y: point.y }) : null;

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div
        ref={area}
        role="slider"
        tabIndex={0}
        aria-label={t("builder.image.focusLabel", { item: label })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={point.x}
        aria-valuetext={valueText}
        aria-orientation="horizontal"
        data-testid="focal-point"
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          fromPointer(event);
        }}
        onPointerMove={(event) => {
          if (event.buttons === 1) fromPointer(event);
        }}
        className="relative inline-block max-w-full cursor-crosshair touch-none overflow-hidden rounded-lg border border-slate-300 bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-800"
      >
        <img
          src={src}
          alt=""
          draggable={false}
          className="block max-h-40 w-auto max-w-full select-none"
          onLoad={(event) => onNaturalSize?.(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight)}
        />
        {kept && (
          <span
            aria-hidden="true"
            data-testid="crop-frame"
            // The part outside the kept frame is dimmed by the frame's own shadow, clipped by the picker's edges.
            className="pointer-events-none absolute border-2 border-white shadow-[0_0_0_9999px_rgb(15_23_42/0.55)]"
            style={{
              left: `${kept.left / 100}%`,
              top: `${kept.top / 100}%`,
              width: `${kept.width / 100}%`,
              height: `${kept.height / 100}%`,
            }}
          />
        )}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_2px_rgb(15_23_42)]"
          // Physical left/top: the point is on the picture's own axes, in LTR and RTL alike.
          style={{ left: `${point.x}%`, top: `${point.y}%` }}
        />
      </div>
      {preview}
    </div>
  );
}
