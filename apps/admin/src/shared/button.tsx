import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary: 'bg-gold-400 text-ink-950 hover:bg-gold-300 font-semibold',
  secondary: 'border border-line-strong hover:bg-ink-800 font-medium',
  danger: 'bg-rose-600 text-white hover:bg-rose-500 font-semibold',
  ghost: 'text-muted hover:bg-ink-800 hover:text-text font-medium',
} as const;

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof VARIANTS; size?: 'sm' | 'md' };

/** The console's one button: a real <button>, type="button" unless told otherwise. */
export function Button({ variant = 'secondary', size = 'md', className = '', type = 'button', ...rest }: Props) {
  const height = size === 'sm' ? 'h-7 px-2.5 text-xs' : 'h-8 px-3 text-sm';
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-1.5 rounded-md transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${height} ${VARIANTS[variant]} ${className}`}
      {...rest}
    />
  );
}
