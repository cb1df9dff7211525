import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Panel, QueryState } from '../../shared/query-state';
import { SaveBar } from './save-bar';

/** What the form frame needs of a section (useSettingsSection's result). */
interface Section {
  query: UseQueryResult<unknown>;
  form: { formState: { isDirty: boolean; errors: FieldErrors }; reset: () => void };
  save: Pick<UseMutationResult<unknown, Error, never>, 'isPending' | 'isError' | 'isSuccess' | 'error' | 'reset'>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
}

/** A settings page's form: loading and error states, its groups, and the save bar at the bottom. */
export function SettingsForm({ section, title, children }: { section: Section; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { form, save, query, submit } = section;
  const { isDirty, errors } = form.formState;
  return (
    <QueryState query={query} error={t('settings.loadError')}>
      {() => (
        <form aria-label={title} noValidate onSubmit={(event) => void submit(event)}>
          <div className="flex flex-col gap-5">{children}</div>
          <SaveBar
            dirty={isDirty}
            invalid={Object.keys(errors).length > 0}
            save={save}
            onDiscard={() => {
              save.reset();
              form.reset();
            }}
          />
        </form>
      )}
    </QueryState>
  );
}

interface GroupProps {
  title: string;
  hint?: string;
  children: ReactNode;
  /** Buttons beside the title (add a row). */
  actions?: ReactNode;
}

/** A titled group of settings on a panel. */
export function Group({ title, hint, children, actions }: GroupProps) {
  const id = `group-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Panel className="p-5">
      <section aria-labelledby={id}>
        <header className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id={id} className="text-base font-semibold">
              {title}
            </h2>
            {hint && <p className="mt-0.5 text-sm text-muted">{hint}</p>}
          </div>
          {actions && <div className="shrink-0 whitespace-nowrap">{actions}</div>}
        </header>
        {children}
      </section>
    </Panel>
  );
}
