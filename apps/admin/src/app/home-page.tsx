import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../shared/session-context';
import { sectionsFor } from './sections';

/** The console's start: the sections the role may open, or why there is none. */
export function HomePage() {
  const { t } = useTranslation();
  const { session } = useSession();
  if (!session) return null;
  const sections = sectionsFor(session.operator.role);
  return (
    <section className="max-w-3xl">
      <h1 className="text-xl font-semibold">{t('home.title', { name: session.operator.username })}</h1>
      <p className="mt-1 text-muted">{sections.length > 0 ? t('home.body') : t('home.nothing')}</p>
      {sections.length > 0 && (
        <ul className="mt-6 grid grid-cols-3 gap-3">
          {sections.map((section) => (
            <li key={section.path}>
              <Link
                to={section.path}
                className="block rounded-lg border border-line bg-ink-900 px-4 py-3 font-medium hover:border-line-strong hover:bg-ink-850"
              >
                {t(section.label)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section>
      <h1 className="text-xl font-semibold">{t('notFound.title')}</h1>
      <Link to="/" className="mt-3 inline-block text-gold-300 underline">
        {t('notFound.back')}
      </Link>
    </section>
  );
}
