import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROVIDER_WALLET_PATHS } from '@lobby/contract/core';
import type { ProviderConnectionView } from '@lobby/contract/provider-wallet';
import { api } from '../../lib/api';
import { Button } from '../../shared/button';
import { connectionFailure } from './connection-failure';

/**
 * Removing a connection, asked twice: the provider's games then say it is not connected. The server refuses
 * while rounds are open (they need the connection to be reconciled); the refusal is shown here.
 */
export function RemoveConnection({
  connection,
  onRemoved,
}: {
  connection: ProviderConnectionView;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () =>
      api(PROVIDER_WALLET_PATHS.connection.replace(':providerCode', connection.providerCode), { method: 'DELETE' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['provider-connections'] });
      onRemoved();
    },
  });
  return (
    <div className="col-span-2 space-y-2 rounded-md border border-rose-500/30 bg-rose-500/5 px-3 py-2">
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm text-muted">
          {asking ? t('gameProviders.removeConfirm', { name: connection.displayName }) : t('gameProviders.removeHint')}
        </span>
        <span className="flex shrink-0 gap-2">
          {asking && (
            <Button size="sm" onClick={() => setAsking(false)}>
              {t('gameProviders.keep')}
            </Button>
          )}
          <Button
            size="sm"
            variant="danger"
            disabled={remove.isPending}
            onClick={() => (asking ? remove.mutate() : setAsking(true))}
          >
            {asking ? t('gameProviders.removeNow') : t('gameProviders.remove')}
          </Button>
        </span>
      </div>
      {remove.isError && (
        <p role="alert" className="text-sm text-rose-200">
          {connectionFailure(remove.error, t)}
        </p>
      )}
    </div>
  );
}
