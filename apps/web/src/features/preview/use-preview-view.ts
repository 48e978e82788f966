import { useState } from "react";
import type { LanguageCode } from "@foliocraft/schemas";
import type { PreviewWidth } from "./preview-document";
import type { PreviewZoom } from "./zoom-select";

/** How a preview is being looked at: the width it imitates and the zoom chosen (shared by a pane and its full-screen view). */
export interface PreviewView {
  device: PreviewWidth;
  setDevice: (device: PreviewWidth) => void;
  zoom: PreviewZoom;
  setZoom: (zoom: PreviewZoom) => void;
  /** The language version shown, for a portfolio in several languages; undefined is the primary. */
  language: LanguageCode | undefined;
  setLanguage: (language: LanguageCode | undefined) => void;
}

export function usePreviewView(initial: PreviewWidth): PreviewView {
  const [device, setDevice] = useState<PreviewWidth>(initial);
  const [zoom, setZoom] = useState<PreviewZoom>("fit");
  const [language, setLanguage] = useState<LanguageCode | undefined>(undefined);
  return { device, setDevice, zoom, setZoom, language, setLanguage };
}
