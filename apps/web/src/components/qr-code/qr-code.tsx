import { useEffect, useRef } from 'react';

/**
 * A QR code drawn on a canvas. The encoder is loaded only when a QR code is shown, and nothing is
 * injected as markup or as a data address (the page's content security policy allows neither).
 */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode').then(({ default: QRCode }) => {
      if (!cancelled && ref.current) {
        void QRCode.toCanvas(ref.current, value, { width: size, margin: 2, errorCorrectionLevel: 'M' });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [value, size]);
  return <canvas ref={ref} role="img" aria-label={label} width={size} height={size} className="funding-qr" />;
}
