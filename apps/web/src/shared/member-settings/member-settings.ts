import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import type { MemberSettings, MemberSettingsInput } from '@lobby/contract/member-settings';
import { apiGet, apiSend } from '../../lib/api-client';
import { sessionKey } from '../../lib/query-keys';
import { useSession } from '../../lib/session';

/** What a save sends: the settings without the picture's address. */
export function settingsInput({ language, hideBalance, gameSound, messages }: MemberSettings): MemberSettingsInput {
  return { language, hideBalance, gameSound, messages };
}

/** The member's settings, kept on the server so they follow the member to every device. */
export function memberSettingsOptions(token: string) {
  return queryOptions({
    queryKey: sessionKey('memberSettings', token),
    queryFn: ({ signal }) => apiGet<MemberSettings>(API_PATHS.memberSettings, undefined, signal),
    staleTime: 5 * 60_000,
  });
}

/** The settings of the signed-in member (none for a visitor). */
export function useMemberSettings() {
  const token = useSession()?.token ?? '';
  return useQuery({ ...memberSettingsOptions(token), enabled: token !== '' });
}

/** A change that answers with the settings as saved: they replace the cached copy at once. */
function useSettingsMutation<V>(send: (value: V) => Promise<MemberSettings>) {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: send,
    onSuccess: (settings) => client.setQueryData(memberSettingsOptions(token).queryKey, settings),
  });
}

export function useSaveMemberSettings() {
  return useSettingsMutation((input: MemberSettingsInput) =>
    apiSend<MemberSettings>('PUT', API_PATHS.memberSettings, input),
  );
}

export function useSetProfilePicture() {
  return useSettingsMutation((picture: File) => {
    const form = new FormData();
    form.set('picture', picture, picture.name);
    return apiSend<MemberSettings>('PUT', API_PATHS.profilePicture, form);
  });
}

export function useRemoveProfilePicture() {
  return useSettingsMutation(() => apiSend<MemberSettings>('DELETE', API_PATHS.profilePicture));
}
