import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FEEDBACK_STATUSES } from '@lobby/contract/feedback';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/button';
import { Field, INPUT_CLASS } from '../../shared/field';
import { useListParams } from '../../shared/list-params';
import { PageHeader } from '../../shared/page-header';
import { ServerTable } from '../../shared/server-table';
import { FeedbackDialog } from './feedback-dialog';
import { useFeedbackColumns } from './feedback-columns';
import {
  FEEDBACK_PAGE_SIZE,
  feedbackCategoriesQuery,
  feedbackListQuery,
  feedbackParamsSchema,
  type FeedbackParams,
} from './feedback-query';

const STATUSES = [...FEEDBACK_STATUSES, 'all'] as const;

/** Status, category and member: each kept in the URL; the member's name is applied on submit. */
function FeedbackFilters({
  params,
  onChange,
}: {
  params: FeedbackParams;
  onChange: (c: Partial<FeedbackParams>) => void;
}) {
  const { t, i18n } = useTranslation();
  const categories = useQuery(feedbackCategoriesQuery(i18n.language)).data?.categories ?? [];
  const [username, setUsername] = useState(params.username ?? '');
  return (
    <form
      role="search"
      aria-label={t('feedback.filters')}
      className="mb-3 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ username: username.trim() || undefined });
      }}
    >
      <Field label={t('feedback.status')} className="w-40">
        {(control) => (
          <select
            {...control}
            value={params.status}
            onChange={(event) => onChange({ status: event.target.value as FeedbackParams['status'] })}
            className={INPUT_CLASS}
          >
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`feedback.status.${status}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('feedback.category')} className="w-44">
        {(control) => (
          <select
            {...control}
            value={params.category ?? ''}
            onChange={(event) => onChange({ category: event.target.value || undefined })}
            className={INPUT_CLASS}
          >
            <option value="">{t('feedback.category.all')}</option>
            {categories.map((category) => (
              <option key={category.code} value={category.code}>
                {category.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('feedback.member')} hint={t('feedback.memberHint')} className="w-48">
        {(control) => (
          <input
            {...control}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            maxLength={64}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <div className="flex gap-2 pb-5">
        <Button type="submit" variant="primary">
          {t('feedback.apply')}
        </Button>
        {params.username || params.category ? (
          <Button
            variant="ghost"
            onClick={() => {
              setUsername('');
              onChange({ username: undefined, category: undefined });
            }}
          >
            {t('feedback.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The feedback queue: awaiting a reply first, filtered and sorted on the server, all of it in the URL. */
export function FeedbackPage() {
  const { t, i18n } = useTranslation();
  const listParams = useListParams(feedbackParamsSchema);
  const { params, update } = listParams;
  const queue = useQuery({ ...feedbackListQuery(params), placeholderData: keepPreviousData });
  const categories = useQuery(feedbackCategoriesQuery(i18n.language)).data?.categories;
  const categoryLabel = useCallback(
    (code: string) => categories?.find((category) => category.code === code)?.label ?? code,
    [categories],
  );
  const [open, setOpen] = useState<number | null>(null);
  const columns = useFeedbackColumns(setOpen, categoryLabel);

  return (
    <section className="flex h-full flex-col">
      <PageHeader title={t('feedback.title')} subtitle={t('feedback.subtitle')} />
      <FeedbackFilters params={params} onChange={update} />
      <ServerTable
        query={queue}
        columns={columns}
        list={listParams}
        pageSize={FEEDBACK_PAGE_SIZE}
        label={t('feedback.title')}
        empty={t('feedback.empty')}
        error={t('feedback.error')}
        panelClassName="max-h-full"
      />
      {open !== null && <FeedbackDialog id={open} categoryLabel={categoryLabel} onClose={() => setOpen(null)} />}
    </section>
  );
}
