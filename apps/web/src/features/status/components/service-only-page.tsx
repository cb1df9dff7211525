import type { CustomerService } from '@lobby/contract/site';
import { useTranslation } from '../../../lib/use-translation';
import { isExternalLink } from '../../../shared/site/customer-service';
import { AppLink } from '../../../ui/app-link';
import { buttonClass } from '../../../ui/button';
import { HeadsetIcon } from '../../../ui/icons';

/**
 * What a route shows when the site has its feature switched off (spec: without the reward-centre flag
 * the route shows 'contact customer service'): the way to customer service instead of the feature.
 */
export function ServiceOnlyPage({ contact, homeHref }: { contact: CustomerService | undefined; homeHref: string }) {
  const { t } = useTranslation();
  const external = contact ? isExternalLink(contact.path) : false;
  return (
    <main className="px-5 pt-10 pb-12">
      <section
        aria-labelledby="gate-title"
        className="flex flex-col items-center rounded-3xl border border-line bg-gradient-to-b from-ink-800 to-ink-900 px-6 py-10 text-center shadow-card"
      >
        <span className="grid size-16 place-items-center rounded-full bg-violet text-white shadow-glow">
          <HeadsetIcon size={28} />
        </span>
        <h2 id="gate-title" className="mt-5 text-xl font-extrabold">
          {t('gate.title')}
        </h2>
        <p className="mt-2 max-w-72 text-sm text-muted">{t('gate.body')}</p>
        {contact ? (
          <a
            href={contact.path}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className={buttonClass('gold', 'md', 'mt-6 w-full whitespace-nowrap')}
          >
            <HeadsetIcon size={18} />
            {t('status.contact')}
          </a>
        ) : null}
        {contact ? <p className="mt-2 text-xs text-subtle">{contact.title}</p> : null}
        <AppLink to={homeHref} className={buttonClass('outline', 'md', 'mt-4')}>
          {t('gate.home')}
        </AppLink>
      </section>
    </main>
  );
}
