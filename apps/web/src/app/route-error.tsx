import { Link } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { ROUTES } from '../lib/routes';
import { Button, buttonClass } from '../ui/button';
import { AlertIcon } from '../ui/icons';

/** Shown when a route fails to load or render (e.g. a lazy chunk after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main
      role="alert"
      className="mx-auto flex min-h-dvh max-w-[480px] flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <span className="grid size-14 place-items-center rounded-full bg-rose-500/15 text-rose-500">
        <AlertIcon size={26} />
      </span>
      <h1 className="text-xl font-bold">{t('error.title')}</h1>
      <p className="text-sm text-muted">{t('error.page')}</p>
      <div className="flex gap-3">
        <Button variant="gold" onClick={() => window.location.reload()}>
          {t('error.retry')}
        </Button>
        <Link to={ROUTES.home} reloadDocument className={buttonClass('outline')}>
          {t('error.home')}
        </Link>
      </div>
    </main>
  );
}
