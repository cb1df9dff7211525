import type { ChatLaunch } from '@lobby/contract/chat';
import { API_PATHS } from '@lobby/contract/core';
import type { CustomerService } from '@lobby/contract/site';
import { apiGet } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';

/** A customer-service link that leaves the site (http) opens in a new tab; a site path stays here. */
export function isExternalLink(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/**
 * Open the site's live chat for the signed-in member (spec launch-chat: the server builds the address
 * with b2c, language, backUrl, headerColor, title, template) in a new tab, so the lobby stays where it
 * was. The tab is opened in the tap, before the address is known: a tab opened after an await is a
 * blocked popup. Only where the browser refuses a tab does this one go to the chat (its back link returns).
 */
export async function launchChat(backPath = `${window.location.pathname}${window.location.search}`): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { chatUrl } = await apiGet<ChatLaunch>(API_PATHS.chatLaunch, {
      language: currentLanguage(),
      backUrl: backPath,
    });
    if (!tab) return window.location.assign(chatUrl);
    tab.opener = null;
    tab.location.href = chatUrl;
  } catch (error) {
    tab?.close();
    throw error;
  }
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
