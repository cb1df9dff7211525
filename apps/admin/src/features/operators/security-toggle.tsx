import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { securityQuery, setSecurity } from './operators-query';
import { CHECKBOX_CLASS } from '../../shared/field';

/** The merchant's setting: admins and finance must sign in with a code (those without one enrol at sign-in). */
export function SecurityToggle() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const security = useQuery(securityQuery);
  const save = useMutation({
    mutationFn: setSecurity,
    onSuccess: (value) => client.setQueryData(securityQuery.queryKey, value),
  });
  return (
    <label className="mr-2 flex items-center gap-2 text-sm text-muted">
      <input
        type="checkbox"
        className={CHECKBOX_CLASS}
        checked={security.data?.twoFactorRequired ?? false}
        disabled={!security.data || save.isPending}
        onChange={(event) => save.mutate({ twoFactorRequired: event.target.checked })}
      />
      {t('operators.require')}
    </label>
  );
}
