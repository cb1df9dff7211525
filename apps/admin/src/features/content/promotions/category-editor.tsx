import { adminPromotionCategoryBodySchema, type AdminPromotionCategoryBody } from '@lobby/contract/admin/promotions';
import { ADMIN_PATHS, LANGUAGES } from '@lobby/contract/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { NotFoundPage } from '../../../app/home-page';
import { Panel, QueryState } from '../../../shared/query-state';
import { useSave } from '../content-api';
import { EditorFrame, FormField } from '../editor-frame';
import { categoriesQuery, CATEGORIES_KEY, type AdminCategory } from './promotions-api';

/** The form keeps an empty string for a language without a name; the body leaves that language out. */
const formSchema = z.object({
  names: z.record(z.enum(LANGUAGES), z.string()),
  sort: z.number().int(),
});
type FormValues = z.infer<typeof formSchema>;
const toBody = (values: FormValues) => ({
  names: Object.fromEntries(Object.entries(values.names).filter(([, name]) => name.trim() !== '')),
  sort: values.sort,
});
/** The form checked by the contract's own schema once empty names are left out. */
const bodySchema = formSchema.transform((values, ctx) => {
  const parsed = adminPromotionCategoryBodySchema.safeParse(toBody(values));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});

/**
 * /content/promotion-categories/new and /:id. The API lists categories whole (no read by id), so the
 * page finds its category in that list (and a new one's place after the last).
 */
export function CategoryEditorPage() {
  const { id } = useParams();
  const categories = useQuery(categoriesQuery);
  return (
    <Panel>
      <QueryState query={categories}>
        {(list) => {
          if (id === undefined) return <CategoryForm category={null} initialSort={nextSort(list)} />;
          const category = list.find((item) => item.id === Number(id));
          return category ? <CategoryForm category={category} initialSort={category.sort} /> : <NotFoundPage />;
        }}
      </QueryState>
    </Panel>
  );
}

/** A new category goes after the last one, in the site's tab order. */
const nextSort = (list: AdminCategory[]) => Math.max(-1, ...list.map((item) => item.sort)) + 1;

function CategoryForm({ category, initialSort }: { category: AdminCategory | null; initialSort: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSave<AdminPromotionCategoryBody, AdminCategory>(ADMIN_PATHS.promotionCategories, CATEGORIES_KEY);
  const form = useForm<FormValues, unknown, AdminPromotionCategoryBody>({
    resolver: zodResolver(bodySchema),
    defaultValues: {
      names: Object.fromEntries(LANGUAGES.map((code) => [code, category?.names[code] ?? ''])),
      sort: initialSort,
    },
  });
  const { errors } = form.formState;
  const id = category?.id ?? null;
  const submit = form.handleSubmit(async (body) => {
    const saved = await save.mutateAsync({ id, body });
    if (id === null) void navigate(`../${saved.id}`, { relative: 'path', replace: true, state: { saved: true } });
  });
  return (
    <EditorFrame heading={t(id === null ? 'categories.new' : 'categories.edit')} onSubmit={submit} save={save}>
      <div className="grid max-w-2xl grid-cols-2 gap-3">
        {LANGUAGES.map((code, index) => (
          <FormField
            key={code}
            label={t('categories.name', { language: t(`content.language.${code}`) })}
            {...(index === 0 ? { hint: t('categories.nameHint') } : {})}
            error={errors.names?.message ?? errors.names?.[code]?.message}
            input={form.register(`names.${code}`)}
          />
        ))}
        <FormField
          label={t('content.order')}
          type="number"
          error={errors.sort?.message}
          input={form.register('sort', { valueAsNumber: true })}
        />
      </div>
    </EditorFrame>
  );
}
