import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiBlob } from '../../lib/api-client';
import { sessionKey } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useSite } from '../site/api/site';
import { useMemberSettings } from './member-settings';

/**
 * The member's profile picture as an address an <img> can show (the bytes need the member's token),
 * or null: no picture, the site's PROFPIC3 module off, or not loaded yet.
 */
export function useProfilePicture(): string | null {
  const token = useSession()?.token ?? '';
  const enabled = useSite().data?.modules.PROFPIC3 === true;
  const path = useMemberSettings().data?.picture ?? null;
  const picture = useQuery({
    queryKey: sessionKey('profilePicture', token, path),
    queryFn: ({ signal }) => apiBlob(path ?? '', signal),
    enabled: enabled && path !== null,
    staleTime: Infinity,
  });
  const url = useMemo(() => (picture.data ? URL.createObjectURL(picture.data) : null), [picture.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return enabled && path ? url : null;
}
