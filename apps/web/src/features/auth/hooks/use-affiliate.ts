import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { RegisterRule } from '@lobby/contract/register';
import { affiliateCheckOptions, useAffiliateCheck } from '../api/affiliate-check';

/**
 * The invitation code: taken from the page's link (`?code=` or `?affiliateCode=`) and checked at
 * once. The code field shows when the merchant's rules ask for it, when the link's code is not
 * valid, or after a failed check; every code is checked again right before registering.
 */
export function useAffiliate(rules: readonly RegisterRule[]) {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const fromLink = (params.get('code') ?? params.get('affiliateCode') ?? '').trim();
  const domain = window.location.host;
  const linkCheck = useAffiliateCheck(fromLink, domain);
  const [revealed, setRevealed] = useState(false);
  const inRules = rules.some((rule) => rule.field === 'affiliateCode' && rule.enabled);
  const linkInvalid = fromLink !== '' && (linkCheck.data?.valid === false || linkCheck.isError);

  const verify = useCallback(
    async (code: string) => code === '' || (await queryClient.fetchQuery(affiliateCheckOptions(code, domain))).valid,
    [domain, queryClient],
  );

  return {
    fromLink,
    fieldShown: inRules || linkInvalid || revealed,
    /** The field was revealed by a failed check (it appears focused). */
    revealed,
    reveal: useCallback(() => setRevealed(true), []),
    verify,
  };
}
