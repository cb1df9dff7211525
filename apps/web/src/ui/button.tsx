import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'gold' | 'violet' | 'ghost' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  gold: 'bg-gold text-ink-950 shadow-gold hover:brightness-105 active:brightness-95',
  violet: 'bg-violet text-white shadow-glow hover:brightness-110 active:brightness-95',
  ghost: 'bg-white/5 text-text hover:bg-white/10 active:bg-white/15',
  outline: 'border border-line-strong text-text hover:bg-white/5 active:bg-white/10',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-xs',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** Class names of a button, for links that look like buttons. */
export function buttonClass(variant: ButtonVariant = 'gold', size: ButtonSize = 'md', extra = ''): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-wide transition',
    'disabled:cursor-not-allowed disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    extra,
  ].join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant = 'gold', size = 'md', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
