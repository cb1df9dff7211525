import { useId, type FormEvent } from 'react';
import { useTranslation } from '../lib/use-translation';
import { CloseIcon, SearchIcon } from './icons';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit?: () => void;
  onClear?: () => void;
  placeholder?: string;
  autoFocus?: boolean;
  maxLength?: number;
}

/** A labelled search box; Enter submits, the clear button empties it. */
export function SearchField({
  label,
  value,
  onChange,
  onSubmit,
  onClear,
  placeholder,
  autoFocus,
  maxLength,
}: SearchFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <form role="search" onSubmit={submit} className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-subtle">
        <SearchIcon size={18} />
      </span>
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder ?? label}
        onChange={(event) => onChange(event.target.value)}
        data-autofocus={autoFocus ? '' : undefined}
        className="h-11 w-full rounded-full border border-line bg-ink-850 pr-11 pl-10 text-sm text-text placeholder:text-subtle focus:border-violet-400/70 focus:bg-ink-800 focus:outline-none [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value && onClear ? (
        <button
          type="button"
          onClick={onClear}
          aria-label={t('gameList.clearSearch')}
          className="absolute top-1/2 right-1.5 grid size-8 -translate-y-1/2 place-items-center rounded-full text-subtle hover:bg-white/5 hover:text-text"
        >
          <CloseIcon size={16} />
        </button>
      ) : null}
    </form>
  );
}
