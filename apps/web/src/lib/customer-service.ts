import { API_PATHS, type ChatLaunch, type CustomerService } from '@lobby/contract';
import { apiGet } from './api-client';
import { currentLanguage } from './i18n';

/** A customer-service link that leaves the site (http) opens in a new tab; a site path stays here. */
export function isExternalLink(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/**
 * Open the site's live chat for the signed-in member (spec launch-chat: the server builds the address
 * with b2c, language, backUrl, headerColor, title, template). The chat replaces this page; its back
 * link returns to `backPath`. Navigating this tab after the call is never eaten by a popup blocker.
 */
export async function launchChat(backPath = `${window.location.pathname}${window.location.search}`): Promise<void> {
  const { chatUrl } = await apiGet<ChatLaunch>(API_PATHS.chatLaunch, {
    language: currentLanguage(),
    backUrl: backPath,
  });
  window.location.assign(chatUrl);
}

/**
 * Which way a customer-service entry opens: a LIVECHAT entry through the chat launch when a real member
 * may use it (the CBS3 flag on), anything else as its plain link.
 */
export function serviceEntryAction(
  entry: CustomerService,
  context: { realMember: boolean; chatEnabled: boolean },
): 'chat' | 'link' {
  return entry.csType === 'LIVECHAT' && context.realMember && context.chatEnabled ? 'chat' : 'link';
}
