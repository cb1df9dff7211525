import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api, ApiFailure } from '../../lib/api';

export const settingsKey = (path: string) => ['settings', path] as const;

/**
 * One settings section as a form: read from `path`, validated by the contract's schema, saved whole with
 * PUT. The form follows what the server holds (after a save too), so "dirty" means "not saved yet"; a
 * field the server refuses is marked on that field.
 */
export function useSettingsSection<S extends z.ZodType<FieldValues, FieldValues>>(path: string, schema: S) {
  type Values = z.input<S>;
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: settingsKey(path), queryFn: () => api<Values>(path) });
  const form = useForm<Values, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<S>>,
    values: query.data,
    resetOptions: { keepDirtyValues: false },
  });
  const save = useMutation({
    mutationFn: (body: z.output<S>) => api<Values>(path, { method: 'PUT', body: JSON.stringify(body) }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(path), saved),
    onError: (error) => {
      if (error instanceof ApiFailure && error.field) {
        // The console's own words for a code it knows (a section's refusals), else the server's.
        const key = `errors.${error.code}`;
        form.setError(error.field as Path<Values>, { message: i18n.exists(key) ? t(key as never) : error.message });
      }
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  return { query, form, save, submit };
}
export type SettingsSection = ReturnType<typeof useSettingsSection>;
