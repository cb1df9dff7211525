import type { Language } from '@lobby/contract';

interface FlagProps {
  size?: number;
  className?: string;
}

/** Round flags (inline SVG, so they need no request and look the same everywhere). */
function UnitedKingdom({ size = 24, className = '' }: FlagProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 60 60" aria-hidden="true" focusable="false" className={className}>
      <clipPath id="flag-gb">
        <circle cx="30" cy="30" r="30" />
      </clipPath>
      <g clipPath="url(#flag-gb)">
        <path fill="#012169" d="M-15 0h90v60h-90z" />
        <path stroke="#fff" strokeWidth="12" d="M-15 0l90 60M75 0l-90 60" />
        <path stroke="#c8102e" strokeWidth="5" d="M-15 0l90 60M75 0l-90 60" />
        <path stroke="#fff" strokeWidth="18" d="M30 0v60M-15 30h90" />
        <path stroke="#c8102e" strokeWidth="10" d="M30 0v60M-15 30h90" />
      </g>
    </svg>
  );
}

function Indonesia({ size = 24, className = '' }: FlagProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 60 60" aria-hidden="true" focusable="false" className={className}>
      <clipPath id="flag-id">
        <circle cx="30" cy="30" r="30" />
      </clipPath>
      <g clipPath="url(#flag-id)">
        <path fill="#f4f5f8" d="M0 30h60v30H0z" />
        <path fill="#e70011" d="M0 0h60v30H0z" />
      </g>
    </svg>
  );
}

export const FLAGS: Record<Language, (props: FlagProps) => React.JSX.Element> = {
  en: UnitedKingdom,
  id: Indonesia,
};
