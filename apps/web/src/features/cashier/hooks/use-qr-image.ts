import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `data` as an SVG data URL for an <img>; null while it is drawn. */
export function useQrImage(data: string): string | null {
  const [drawn, setDrawn] = useState<{ data: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(data, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setDrawn({ data, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      live = false;
    };
  }, [data]);
  return drawn?.data === data ? drawn.url : null;
}
