import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * A PromptPay QR as one SVG path (crisp at any print resolution, no canvas): medium error
 * correction and a four-module quiet zone, as the server's PDF draws it.
 */
export function PromptPayQr({ payload, size, label }: { payload: string; size: number; label: string }) {
  const { path, cells } = useMemo(() => {
    const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        if (modules.get(row, column)) d += `M${column + 4} ${row + 4}h1v1h-1Z`;
      }
    }
    return { path: d, cells: modules.size + 8 };
  }, [payload]);
  return (
    <svg
      className="yim-receipt__qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${cells} ${cells}`}
      shapeRendering="crispEdges"
    >
      <rect width={cells} height={cells} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
