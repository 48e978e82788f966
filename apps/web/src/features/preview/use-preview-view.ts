import { useState } from "react";
import type { PreviewWidth } from "./preview-document";
import type { PreviewZoom } from "./zoom-select";

/** How a preview is being looked at: the width it imitates and the zoom chosen (shared by a pane and its full-screen view). */
export interface PreviewView {
  device: PreviewWidth;
  setDevice: (device: PreviewWidth) => void;
  zoom: PreviewZoom;
  setZoom: (zoom: PreviewZoom) => void;
}

export function usePreviewView(initial: PreviewWidth): PreviewView {
  const [device, setDevice] = useState<PreviewWidth>(initial);
  const [zoom, setZoom] = useState<PreviewZoom>("fit");
  return { device, setDevice, zoom, setZoom };
}
