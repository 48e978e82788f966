import type { LanguageCode, PortfolioContent, ThemeId } from "@foliocraft/schemas";
import clsx from "clsx";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { buildPreviewDocument, previewDevices } from "./preview-document";
import type { PreviewWidth } from "./preview-document";
import { usePreviewFollow, type PreviewTarget } from "./preview-follow";

export interface ThemePreviewProps {
  /** The portfolio to show (the builder's live form values, or a saved version). */
  content: PortfolioContent;
  /** The theme to render it in; defaults to `content.theme` (the gallery passes each theme in turn). */
  theme?: ThemeId;
  /** Which screen width to imitate (default desktop); "fit" lays the page out at the preview's own width. */
  device?: PreviewWidth;
  /**
   * A fixed zoom (e.g. 0.25 for a thumbnail): the preview then takes exactly device size × scale. Without it the
   * preview fills its parent (give the parent a height) and zooms out just enough to fit the device's width.
   */
  scale?: number;
  /**
   * A zoom chosen by the person (1 = actual size) instead of fitting the device's width into the parent; the
   * parent then scrolls sideways when the page is wider. Only without `scale`.
   */
  zoom?: number;
  /** The element of the page to keep in view and outline (null: the top); undefined: the preview does not follow. */
  follow?: PreviewTarget;
  /** The frame's accessible name, e.g. "Preview of your portfolio". Required: every frame needs a title. */
  title: string;
  /**
   * False for decorative thumbnails inside a labelled control: the frame is then hidden from assistive technology,
   * skipped by Tab and lets clicks through to the control around it.
   */
  interactive?: boolean;
  /** The "Powered by" footer link (default shown; Pro users may remove it). */
  showPoweredBy?: boolean;
  /** The language version to show (issue 21); the primary when absent. */
  language?: LanguageCode | undefined;
  className?: string;
}

/** The app's own address: the footer's "Powered by" link points home; the (never submitted) preview form too. */
const appUrl = () => `${window.location.origin}/`;

/** Follows an element's size (0 × 0 until the first measurement, and in jsdom). */
function useElementSize(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      setSize((old) => (old.width === rect.width && old.height === rect.height ? old : rect));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return { ref, size };
}

/**
 * A portfolio drawn by the real renderer (`renderSite`, the same code that publishes it) inside a sandboxed frame:
 * `sandbox=""` runs no script, submits no form and opens no window, so nothing typed into the builder can act.
 * The frame is laid out at the device's real width and zoomed with a transform, so media queries see a phone as a
 * phone even in a thumbnail.
 */
export function ThemePreview({
  content,
  theme,
  device = "desktop",
  scale,
  zoom: chosenZoom,
  follow,
  title,
  interactive = true,
  showPoweredBy = true,
  language,
  className,
}: ThemePreviewProps) {
  const themeId = theme ?? content.theme;
  const srcDoc = useMemo(
    () =>
      buildPreviewDocument(content, {
        theme: themeId,
        year: new Date().getFullYear(),
        showPoweredBy,
        poweredByUrl: appUrl(),
        contactEndpoint: appUrl(),
        language,
      }),
    [content, themeId, showPoweredBy, language],
  );
  const fit = scale === undefined;
  const { ref, size } = useElementSize(fit);
  const frame = useRef<HTMLIFrameElement>(null);
  const onLoad = usePreviewFollow(frame, follow);
  // "fit": the page is as wide as the preview itself (until measured, and in jsdom, a desktop).
  const screen =
    device === "fit"
      ? { width: size.width || previewDevices.desktop.width, height: size.height || previewDevices.desktop.height }
      : previewDevices[device];

  // Fit mode: as wide as the device when there is room, else zoomed out to the parent's width (or the zoom the
  // person chose); as tall as the parent. Until measured (and in jsdom) the frame shows at its natural size.
  const fitZoom = size.width > 0 ? Math.min(1, size.width / screen.width) : 1;
  const zoom = fit ? (device !== "fit" && chosenZoom ? chosenZoom : fitZoom) : scale;
  const frameHeight = fit ? (size.height > 0 ? size.height / zoom : screen.height) : screen.height;
  const offset = fit && size.width > 0 ? Math.max(0, (size.width - screen.width * zoom) / 2) : 0;
  // Wider than the parent at the chosen zoom: a sizer gives the parent something to scroll.
  const overflowing = fit && size.width > 0 && screen.width * zoom > size.width + 0.5;

  return (
    <div
      ref={ref}
      data-device={device}
      className={clsx(
        "relative",
        overflowing ? "overflow-x-auto overflow-y-hidden" : "overflow-hidden",
        fit && "h-full w-full",
        className,
      )}
      style={fit ? undefined : { width: screen.width * zoom, height: screen.height * zoom }}
    >
      {overflowing && <div aria-hidden="true" style={{ width: screen.width * zoom, height: 1 }} />}
      <iframe
        ref={frame}
        title={title}
        srcDoc={srcDoc}
        // No script, no form, no window, no navigation of the app: the page can do nothing. Same origin (without
        // scripts it grants the page nothing) lets the builder scroll it to the section being edited.
        sandbox={follow === undefined ? "" : "allow-same-origin"}
        onLoad={follow === undefined ? undefined : onLoad}
        // Physical left/top with a top-left origin: the zoom is geometry, the same in left-to-right and
        // right-to-left pages (the portfolio inside sets its own direction).
        className={clsx("absolute top-0 left-0 border-0 bg-white", !interactive && "pointer-events-none")}
        style={{
          width: screen.width,
          height: frameHeight,
          transform: zoom === 1 ? undefined : `scale(${zoom})`,
          transformOrigin: "0 0",
          left: offset,
        }}
        tabIndex={interactive ? undefined : -1}
        aria-hidden={interactive ? undefined : true}
        loading={interactive ? undefined : "lazy"}
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
