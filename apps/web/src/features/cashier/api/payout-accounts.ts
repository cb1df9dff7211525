import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import type {
  NewPayoutAccountRequest,
  PaymentPasswordStatus,
  PayoutAccount,
  PayoutAccounts,
  SetPaymentPasswordRequest,
} from '@lobby/contract/withdrawals';
import { apiGet, apiSend } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { CASHIER_AREA, cashierKey } from './cashier-keys';

/** The member's payout accounts (numbers masked), how many they may keep, the holder name required. */
export function usePayoutAccounts() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: cashierKey(token, 'payout-accounts'),
    queryFn: ({ signal }) => apiGet<PayoutAccounts>(API_PATHS.payoutAccounts, undefined, signal),
    enabled: token !== '',
  });
}

export function useAddPayoutAccount() {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (body: NewPayoutAccountRequest) => apiSend<PayoutAccount>('POST', API_PATHS.payoutAccounts, body),
    onSuccess: () => client.invalidateQueries({ queryKey: cashierKey(token, 'payout-accounts') }),
  });
}

/** First use: the login password confirms the member; the summary then says a password is set. */
export function useSetPaymentPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPaymentPasswordRequest) =>
      apiSend<PaymentPasswordStatus>('POST', API_PATHS.paymentPassword, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [CASHIER_AREA] }),
  });
}
