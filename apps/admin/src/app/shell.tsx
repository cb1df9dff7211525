import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Operator } from '@lobby/contract/admin/operators';
import { LANGUAGES, type Language } from '@lobby/contract/core';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import { useSession } from '../shared/session-context';
import { useChatWaiting } from '../features/chat/use-chat-waiting';
import { canOpen, SECTIONS, sectionsFor } from './sections';

/** The back office's frame: the sections the role may open on the left, who is signed in on top. */
export function Shell() {
  const { t } = useTranslation();
  const { session } = useSession();
  if (!session) return null;
  return (
    <div className="grid h-full grid-cols-[12.5rem_minmax(0,1fr)] grid-rows-[3.5rem_1fr] xl:grid-cols-[15rem_minmax(0,1fr)]">
      <a
        href="#main"
        className="sr-only z-10 rounded-md bg-gold-400 px-3 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skip')}
      </a>
      <Sidebar operator={session.operator} />
      <TopBar operator={session.operator} />
      <main id="main" tabIndex={-1} className="min-w-0 overflow-auto px-5 py-6 outline-none xl:px-8">
        <Outlet />
      </main>
    </div>
  );
}

function Sidebar({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const sections = sectionsFor(operator.role);
  const waiting = useWaiting(operator.role);
  return (
    <aside className="row-span-2 flex flex-col border-r border-line bg-ink-900">
      <NavLink to="/" className="flex h-14 items-center gap-2.5 border-b border-line px-5 font-semibold tracking-tight">
        <span
          aria-hidden
          className="grid size-7 place-items-center rounded-md bg-gold-400 text-xs font-bold text-ink-950"
        >
          LC
        </span>
        {t('app.name')}
      </NavLink>
      {sections.length > 0 && (
        <nav aria-label={t('nav.label')} className="flex flex-col gap-0.5 p-3">
          {sections.map((section) => (
            <div key={section.path} className="relative">
              <NavLink
                to={section.path}
                end={section.path === '/'}
                {...(section.path === CHAT_PATH && waiting > 0
                  ? { 'aria-label': `${t(section.label)}${t('nav.chatWaiting', { count: waiting })}` }
                  : {})}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                    isActive ? 'bg-ink-700 text-text' : 'text-muted hover:bg-ink-800 hover:text-text'
                  }`
                }
              >
                {t(section.label)}
              </NavLink>
              {section.path === CHAT_PATH && <WaitingPill count={waiting} />}
            </div>
          ))}
        </nav>
      )}
    </aside>
  );
}

const CHAT_PATH = '/chat';

/** How many conversations wait for an answer, when the role may open the chat (0 otherwise). */
function useWaiting(role: Operator['role']): number {
  const chat = SECTIONS.find((section) => section.path === CHAT_PATH);
  const deskOpen = useLocation().pathname.startsWith(CHAT_PATH);
  return useChatWaiting(chat !== undefined && canOpen(chat, role), deskOpen) ?? 0;
}

/**
 * The chat entry's count, over the link's right end but outside it (the link's text stays its label);
 * the link's name says it, so the pill itself is hidden from screen readers.
 */
function WaitingPill({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden
      data-testid="chat-waiting"
      className="pointer-events-none absolute top-1/2 right-3 min-w-5 -translate-y-1/2 rounded-full bg-gold-400 px-1.5 text-center text-xs leading-5 font-bold text-ink-950"
    >
      {count}
    </span>
  );
}

function TopBar({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  return (
    <header className="flex min-w-0 items-center justify-end gap-3 border-b border-line bg-ink-900/60 px-5 text-sm xl:gap-5 xl:px-8">
      <span className="hidden min-w-0 truncate text-muted xl:inline">
        {t('top.merchant')} <strong className="font-semibold text-text">{operator.merchantCode}</strong>
      </span>
      <span className="hidden h-5 w-px bg-line xl:block" aria-hidden />
      <LanguageSelect />
      <span className="hidden h-5 w-px bg-line xl:block" aria-hidden />
      <span className="flex shrink-0 items-center gap-2 whitespace-nowrap">
        <span data-testid="operator-name" className="font-medium">
          {operator.username}
        </span>
        <span className="rounded-full border border-line-strong px-2 py-0.5 text-xs text-muted">
          {t(`role.${operator.role}`)}
        </span>
      </span>
      <NavLink
        to="/two-factor"
        className={({ isActive }) =>
          `shrink-0 font-medium whitespace-nowrap hover:text-text ${isActive ? 'text-text' : 'text-muted'}`
        }
      >
        {t('nav.twoFactor')}
      </NavLink>
      <button
        type="button"
        onClick={() => void signOut()}
        className="shrink-0 rounded-md border border-line-strong px-3 py-1.5 font-medium whitespace-nowrap hover:bg-ink-800"
      >
        {t('top.signOut')}
      </button>
    </header>
  );
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', id: 'Bahasa Indonesia' };

function LanguageSelect() {
  const { t } = useTranslation();
  return (
    <label className="flex items-center gap-2 text-muted">
      <span className="sr-only xl:not-sr-only">{t('top.language')}</span>
      <select
        value={currentLanguage()}
        onChange={(event) => changeLanguage(event.target.value as Language)}
        className="h-8 rounded-md border border-line-strong bg-ink-950 px-2 text-sm text-text"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
