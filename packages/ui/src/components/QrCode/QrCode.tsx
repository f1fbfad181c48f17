import { useMemo } from 'react';
import { encode } from 'uqr';
import * as styles from './QrCode.css.ts';

export type QrCodeProps = {
  /** What the code holds (an address). */
  value: string;
  /** What the picture is for, read by screen readers (the value itself is not read out). */
  label: string;
  /** Dimmed behind a message (scanned, expired): still drawn, so the layout does not jump. */
  dimmed?: boolean;
  className?: string;
};

/**
 * A QR code drawn here, as one SVG path (nothing is sent anywhere to render it). Dark modules on a light quiet zone
 * in both themes — the way every phone camera reads it — and always left to right: a mirrored code does not scan.
 */
export function QrCode({ value, label, dimmed = false, className }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    // M: a smudge or a glare on a screen still reads; border 4 is the standard's quiet zone.
    const qr = encode(value, { ecc: 'M', border: 4 });
    let d = '';
    qr.data.forEach((row, y) => row.forEach((dark, x) => { if (dark) d += `M${x} ${y}h1v1h-1z`; }));
    return { size: qr.size, path: d };
  }, [value]);
  return (
    <span dir="ltr" className={[styles.root, dimmed ? styles.dimmed : '', className ?? ''].filter(Boolean).join(' ')}>
      <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={styles.svg} data-qr-modules={size}>
        <path d={path} fill="currentColor" />
      </svg>
    </span>
  );
}
