import type { ReactNode } from 'react';
import type { SlotSymbol } from '@lobby/contract/inhouse';

/** Gradients the symbols share: rendered once per page (ids are document-wide). */
export function SymbolDefs() {
  const radial = (id: string, stops: [string, string, string]) => (
    <radialGradient id={id} cx="35%" cy="30%" r="75%">
      <stop offset="0" stopColor={stops[0]} />
      <stop offset="0.55" stopColor={stops[1]} />
      <stop offset="1" stopColor={stops[2]} />
    </radialGradient>
  );
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      <defs>
        <linearGradient id="sym-seven" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff7a8a" />
          <stop offset="0.5" stopColor="#f0203f" />
          <stop offset="1" stopColor="#a30d27" />
        </linearGradient>
        <linearGradient id="sym-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset="0.45" stopColor="#fbbf24" />
          <stop offset="1" stopColor="#c27a0e" />
        </linearGradient>
        <linearGradient id="sym-diamond" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e0fbff" />
          <stop offset="0.45" stopColor="#38d5f5" />
          <stop offset="1" stopColor="#1d4ed8" />
        </linearGradient>
        <linearGradient id="sym-leaf" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#86efac" />
          <stop offset="1" stopColor="#15803d" />
        </linearGradient>
        {radial('sym-cherry', ['#ff9aa9', '#e11d48', '#7f1231'])}
        {radial('sym-plum', ['#e9d5ff', '#9333ea', '#3b0f73'])}
        {radial('sym-lemon', ['#fffbe0', '#fde047', '#c88a04'])}
        {radial('sym-clover', ['#bbf7d0', '#22c55e', '#14532d'])}
      </defs>
    </svg>
  );
}

const shine = (cx: number, cy: number, rx: number, ry: number, rotate = -30) => (
  <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill="#fff" opacity="0.45" transform={`rotate(${rotate} ${cx} ${cy})`} />
);

const ART: Record<SlotSymbol, ReactNode> = {
  SEVEN: (
    <>
      <path
        d="M13 10h38v9L33 55H20.5l17-34H13z"
        fill="url(#sym-seven)"
        stroke="url(#sym-gold)"
        strokeWidth="3.5"
        strokeLinejoin="round"
        paintOrder="stroke"
      />
      <path d="M16 13h31" stroke="#fff" strokeOpacity="0.5" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  DIAMOND: (
    <>
      <path
        d="M10 24 21 11h22l11 13-22 32z"
        fill="url(#sym-diamond)"
        stroke="#e0f2fe"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path
        d="M10 24h44M21 11l6 13 5-13 5 13 6-13M27 24l5 32 5-32"
        fill="none"
        stroke="#e0f2fe"
        strokeOpacity="0.7"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
      <path d="M21 11h11l-5 13H10z" fill="#fff" opacity="0.35" />
      <path d="M37 24h17L32 56z" fill="#0b1e6b" opacity="0.3" />
    </>
  ),
  BELL: (
    <>
      <circle cx="32" cy="53" r="5.5" fill="#b7790f" stroke="#7a4d06" strokeWidth="1.2" />
      <path
        d="M32 7c-2.2 0-3.6 1.6-3.6 3.5v1.8C19.6 14.6 16 22.6 16 32v8.5l-5.5 6.2V50h43v-3.3L48 40.5V32c0-9.4-3.6-17.4-12.4-19.7v-1.8C35.6 8.6 34.2 7 32 7z"
        fill="url(#sym-gold)"
        stroke="#8a5a0a"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M12 46.5h40" stroke="#8a5a0a" strokeWidth="1.4" />
      {shine(24, 26, 3.2, 9, 12)}
    </>
  ),
  CHERRY: (
    <>
      <path
        d="M21 34C23 22 30 14 38 9M43 36c-1-11-3-19-5-27"
        fill="none"
        stroke="#166534"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <path d="M38 9c6-5 16-3 18 3-6 4-14 3-18-3z" fill="url(#sym-leaf)" stroke="#14532d" strokeWidth="1" />
      <circle cx="21" cy="44" r="11.5" fill="url(#sym-cherry)" stroke="#5c0a20" strokeWidth="1.2" />
      <circle cx="43.5" cy="46" r="11.5" fill="url(#sym-cherry)" stroke="#5c0a20" strokeWidth="1.2" />
      {shine(17, 39.5, 2.6, 4)}
      {shine(39.5, 41.5, 2.6, 4)}
    </>
  ),
  PLUM: (
    <>
      <path d="M32 19l3.5-9" stroke="#5b3a1a" strokeWidth="3" strokeLinecap="round" />
      <path d="M35 13c5-6 15-6 18-1-6 5-13 5-18 1z" fill="url(#sym-leaf)" stroke="#14532d" strokeWidth="1" />
      <ellipse cx="32" cy="38" rx="18.5" ry="19.5" fill="url(#sym-plum)" stroke="#2e0b5c" strokeWidth="1.2" />
      <path d="M32.5 19.5c-5 9-5 27 0 37" fill="none" stroke="#2e0b5c" strokeOpacity="0.45" strokeWidth="1.6" />
      {shine(24, 30, 3.2, 6.5, 20)}
    </>
  ),
  LEMON: (
    <>
      <path
        d="M6 34c2-12 14-20 27-20 11 0 20 6 24 15l3.5 4.5L57 38c-4 9-14 14-25 13C19 50 9 45 6.5 37L3.5 34.5z"
        fill="url(#sym-lemon)"
        stroke="#a16207"
        strokeWidth="1.5"
        strokeLinejoin="round"
        transform="rotate(-18 32 33)"
      />
      {shine(22, 26, 3, 7, 55)}
    </>
  ),
  CLOVER: (
    <>
      <path d="M32 31c1 11 4 19 10 26" fill="none" stroke="#166534" strokeWidth="3.6" strokeLinecap="round" />
      {[0, 90, 180, 270].map((angle) => (
        <path
          key={angle}
          d="M32 30c-8-6-13.5-13-10-19.5 2.6-4.3 8-4 10 .5 2-4.5 7.4-4.8 10-.5 3.5 6.5-2 13.5-10 19.5z"
          fill="url(#sym-clover)"
          stroke="#14532d"
          strokeWidth="1.2"
          strokeLinejoin="round"
          transform={`rotate(${angle} 32 30)`}
        />
      ))}
      <circle cx="32" cy="30" r="2.2" fill="#bbf7d0" />
    </>
  ),
};

/** One slot symbol, drawn in SVG (no emoji: some systems lack an emoji font). */
export function SymbolArt({ symbol, className }: { symbol: SlotSymbol; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      {ART[symbol]}
    </svg>
  );
}
