import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import type {
  BindEmailRequest,
  BindMobileCodeRequest,
  BindMobileRequest,
  LoginHistoryEntry,
  MemberSession,
  RecoveryCodes,
  ResetPaymentPasswordRequest,
  SecurityOverview,
  TwoFactorSetup,
} from '@lobby/contract/security';
import type { ChangePaymentPasswordRequest } from '@lobby/contract/withdrawals';
import { apiGet, apiSend } from '../../../lib/api-client';
import { sessionKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** Every security-centre query starts with this: invalidating it refreshes the page. */
const AREA = 'security';
/** What the page shows changes elsewhere (another device signs in): asked again whenever it opens. */
const FRESH = { staleTime: 0 } as const;

function useSecurityQuery<T>(what: string, path: string, pick: (value: never) => T = (value) => value) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: sessionKey(AREA, token, what),
    queryFn: async ({ signal }) => pick((await apiGet(path, undefined, signal)) as never),
    enabled: token !== '',
    ...FRESH,
  });
}

export const useSecurityOverview = () => useSecurityQuery<SecurityOverview>('overview', API_PATHS.security);
export const useMemberSessions = () =>
  useSecurityQuery('sessions', API_PATHS.memberSessions, (value: { list: MemberSession[] }) => value.list);
export const useLoginHistory = () =>
  useSecurityQuery('logins', API_PATHS.loginHistory, (value: { list: LoginHistoryEntry[] }) => value.list);

/** A write of the security centre: on success the whole page reads again. */
function useSecurityWrite<I, O>(send: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: [AREA] }),
  });
}

export const useTwoFactorSetup = () =>
  useMutation({ mutationFn: () => apiSend<TwoFactorSetup>('POST', API_PATHS.twoFactor) });
export const useTwoFactorConfirm = () =>
  useSecurityWrite((code: string) => apiSend<RecoveryCodes>('POST', API_PATHS.twoFactorConfirm, { code }));
export const useTwoFactorOff = () =>
  useSecurityWrite((code: string) => apiSend('DELETE', API_PATHS.twoFactor, { code }));
export const useEndSession = () =>
  useSecurityWrite((id: number) => apiSend('DELETE', `${API_PATHS.memberSessions}/${id}`));
export const useEndOtherSessions = () => useSecurityWrite(() => apiSend('DELETE', API_PATHS.memberSessions));
export const useChangePaymentPassword = () =>
  useSecurityWrite((body: ChangePaymentPasswordRequest) => apiSend('PUT', API_PATHS.paymentPassword, body));
export const useResetPaymentPassword = () =>
  useSecurityWrite((body: ResetPaymentPasswordRequest) => apiSend('POST', API_PATHS.paymentPasswordReset, body));
export const useSendPaymentPasswordCode = () =>
  useMutation({
    mutationFn: () =>
      apiSend<{ expirationTime: number }>('POST', API_PATHS.securitySmsCode, { purpose: 'paymentPassword' }),
  });

type CodeSent = { expirationTime: number };
export const useSendMobileCode = () =>
  useMutation({
    mutationFn: (body: BindMobileCodeRequest) => apiSend<CodeSent>('POST', API_PATHS.bindMobileCode, body),
  });
export const useBindMobile = () =>
  useSecurityWrite((body: BindMobileRequest) => apiSend('PUT', API_PATHS.bindMobile, body));
export const useSendEmailCode = () =>
  useMutation({ mutationFn: (email: string) => apiSend<CodeSent>('POST', API_PATHS.bindEmailCode, { email }) });
export const useBindEmail = () =>
  useSecurityWrite((body: BindEmailRequest) => apiSend('PUT', API_PATHS.bindEmail, body));
