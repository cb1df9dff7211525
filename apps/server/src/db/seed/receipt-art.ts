import sharp from 'sharp';
import { esc, FONT } from './art/svg';

export interface ReceiptSpec {
  bank: string;
  amount: string;
  currency: string;
  toName: string;
  toAccount: string;
  fromName: string;
  reference: string;
  at: Date;
}

/** A phone screenshot of a bank app's "transfer successful" screen, as a member would upload it (SVG). */
function receiptSvg(spec: ReceiptSpec): string {
  const when = spec.at.toISOString().replace('T', ' ').slice(0, 16);
  const rows: [string, string][] = [
    ['To', spec.toName],
    ['Account', spec.toAccount],
    ['From', spec.fromName],
    ['Note', spec.reference],
    ['Date', `${when} UTC`],
  ];
  const lines = rows
    .map(
      ([label, value], index) =>
        `<text x="28" y="${318 + index * 34}" font-size="14" fill="#64748b">${esc(label)}</text>` +
        `<text x="332" y="${318 + index * 34}" font-size="14" font-weight="700" fill="#0f172a" text-anchor="end">${esc(value)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="520" viewBox="0 0 360 520" font-family="${FONT}">
<rect width="360" height="520" fill="#f1f5f9"/>
<rect width="360" height="64" fill="#1e3a8a"/>
<text x="28" y="40" font-size="18" font-weight="700" fill="#fff">${esc(spec.bank)}</text>
<text x="332" y="40" font-size="12" fill="#bfdbfe" text-anchor="end">Mobile banking</text>
<rect x="16" y="84" width="328" height="420" rx="16" fill="#fff"/>
<circle cx="180" cy="136" r="28" fill="#16a34a"/>
<path d="M166 137l10 10 20-20" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
<text x="180" y="196" font-size="16" font-weight="700" fill="#0f172a" text-anchor="middle">Transfer successful</text>
<text x="180" y="240" font-size="28" font-weight="800" fill="#0f172a" text-anchor="middle">${esc(spec.currency)} ${esc(spec.amount)}</text>
<line x1="28" y1="274" x2="332" y2="274" stroke="#e2e8f0" stroke-width="2" stroke-dasharray="6 6"/>
${lines}
<text x="180" y="488" font-size="11" fill="#94a3b8" text-anchor="middle">Keep this receipt as proof of payment</text>
</svg>`;
}

/** The receipt as a small palette PNG (a few kilobytes), ready for the upload storage. */
export function receiptPng(spec: ReceiptSpec): Promise<Buffer> {
  return sharp(Buffer.from(receiptSvg(spec)))
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
}
