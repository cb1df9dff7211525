import type { MessageKey } from '../lib/locales/en';
import { useTranslation } from '../lib/use-translation';

/** A refusal in the catalogue's words, announced as it appears. */
export function ErrorNote({ message }: { message: MessageKey | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p role="alert" className="rounded-2xl border border-rose-500/30 bg-rose-500/10 p-3 text-sm text-rose-300">
      {t(message)}
    </p>
  );
}
