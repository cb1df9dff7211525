import { useId, type ReactNode } from 'react';
import type { Language } from '@lobby/contract/core';

interface FlagProps {
  size?: number;
  className?: string;
}

/**
 * Round flags (inline SVG, so they need no request and look the same everywhere): the flag's
 * artwork clipped to a circle, with a clip id of its own each time it is drawn.
 */
function RoundFlag({ size = 24, className = '', children }: FlagProps & { children: ReactNode }) {
  const clipId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 60 60" aria-hidden="true" focusable="false" className={className}>
      <clipPath id={clipId}>
        <circle cx="30" cy="30" r="30" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>{children}</g>
    </svg>
  );
}

function UnitedKingdom(props: FlagProps) {
  return (
    <RoundFlag {...props}>
      <path fill="#012169" d="M-15 0h90v60h-90z" />
      <path stroke="#fff" strokeWidth="12" d="M-15 0l90 60M75 0l-90 60" />
      <path stroke="#c8102e" strokeWidth="5" d="M-15 0l90 60M75 0l-90 60" />
      <path stroke="#fff" strokeWidth="18" d="M30 0v60M-15 30h90" />
      <path stroke="#c8102e" strokeWidth="10" d="M30 0v60M-15 30h90" />
    </RoundFlag>
  );
}

function Indonesia(props: FlagProps) {
  return (
    <RoundFlag {...props}>
      <path fill="#f4f5f8" d="M0 30h60v30H0z" />
      <path fill="#e70011" d="M0 0h60v30H0z" />
    </RoundFlag>
  );
}

export const FLAGS: Record<Language, (props: FlagProps) => React.JSX.Element> = {
  en: UnitedKingdom,
  id: Indonesia,
};
