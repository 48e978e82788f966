import QRCode from "qrcode";
import { useMemo } from "react";

/** The quiet zone scanners need around a QR code, in modules. */
const margin = 4;

/**
 * The otpauth:// URI as a QR code for the authenticator app's camera, drawn here (the `qrcode` library encodes; no
 * network, the secret never leaves the page) as one SVG path. Always dark on white whatever the theme: scanners read
 * that contrast best.
 */
export function TotpQrCode({ uri, label }: { uri: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(uri, { errorCorrectionLevel: "M" });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) parts.push(`M${col + margin} ${row + margin}h1v1h-1z`);
      }
    }
    return { size: modules.size + 2 * margin, path: parts.join("") };
  }, [uri]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 self-start rounded-lg border border-slate-200 bg-white dark:border-slate-700"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
