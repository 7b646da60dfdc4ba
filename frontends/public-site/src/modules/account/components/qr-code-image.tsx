import { useMemo } from 'react';
import { encodeQr, qrPath } from '../utils/qr-code';

/** A QR code of `text` as an SVG image (dark on white, with its quiet zone), named by `label`. */
export function QrCodeImage({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { path, dimension } = useMemo(() => {
    const code = encodeQr(text);
    return { path: qrPath(code), dimension: code.size + 8 };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${dimension} ${dimension}`}
      shapeRendering="crispEdges"
      data-testid="totp-qr"
    >
      <rect width={dimension} height={dimension} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
