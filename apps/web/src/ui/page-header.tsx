import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { ChevronLeftIcon } from './icons';

export const HOME_PATH = '/m/home';

/** Inner page header: back arrow and title. Back goes one step, or home when there is no step. */
export function PageHeader({ title, backTo }: { title: string; backTo?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (backTo) navigate(backTo);
    else if (location.key !== 'default') navigate(-1);
    else navigate(HOME_PATH);
  };
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-line bg-ink-950 px-2">
      <button
        type="button"
        onClick={goBack}
        aria-label={t('nav.back')}
        className="grid size-10 place-items-center rounded-full text-text transition hover:bg-white/5"
      >
        <ChevronLeftIcon />
      </button>
      <h1 className="flex-1 truncate pr-12 text-center text-base font-bold">{title}</h1>
    </header>
  );
}
