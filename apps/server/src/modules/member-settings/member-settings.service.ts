import { API_PATHS, LANGUAGES, type Language } from '@lobby/contract/core';
import type { MemberSettings, MemberSettingsInput } from '@lobby/contract/member-settings';
import type { ModuleId } from '@lobby/contract/site';
import { ApiError } from '../../lib/envelope';
import type { FileStorage } from '../../lib/file-storage';
import type { CheckedPicture } from '../../lib/picture-upload';
import type { Merchant } from '../site/merchant-directory';
import type { MemberSettingsRepository } from './member-settings.repository';
import { squarePicture } from './profile-picture';

const PICTURE_MODULE: ModuleId = 'PROFPIC3';

/** Profile pictures are the site's PROFPIC3 module: off means the picture calls are refused. */
function requirePictures(merchant: Merchant): void {
  if (merchant.settings.modules?.[PICTURE_MODULE] !== true) throw new ApiError('permission.denied');
}

/** No row yet: the site's language, balance shown, sound on, every category received. */
const DEFAULTS: MemberSettingsInput = {
  language: null,
  hideBalance: false,
  gameSound: true,
  messages: { announcements: true, promotions: true },
};

/** The picture's address, versioned by its time so a new one is never served from a cache. */
const pictureUrl = (updatedAt: Date) => `${API_PATHS.profilePicture}?v=${updatedAt.getTime()}`;

export function createMemberSettingsService(repository: MemberSettingsRepository, storage: FileStorage) {
  return {
    async read(merchant: Merchant, memberId: number): Promise<MemberSettings> {
      const [row, picture] = await Promise.all([repository.settings(memberId), repository.picture(memberId)]);
      const showPicture = picture && merchant.settings.modules?.[PICTURE_MODULE] === true;
      return {
        ...DEFAULTS,
        ...row,
        language: (row?.language ?? null) as Language | null,
        messages: { ...DEFAULTS.messages, ...row?.messages },
        picture: showPicture ? pictureUrl(picture.updatedAt) : null,
      };
    },

    /** Replace the settings; a language the site does not offer is refused. */
    async save(merchant: Merchant, memberId: number, input: MemberSettingsInput): Promise<MemberSettings> {
      const offered = merchant.settings.languages.filter((language) =>
        (LANGUAGES as readonly string[]).includes(language),
      );
      if (input.language !== null && !offered.includes(input.language)) {
        throw new ApiError('request.invalid', 'language: not offered on this site', 'language');
      }
      await repository.save(memberId, input);
      return this.read(merchant, memberId);
    },

    /** Store a checked picture as the member's square; the one it replaces is removed from storage. */
    async setPicture(merchant: Merchant, memberId: number, picture: CheckedPicture): Promise<MemberSettings> {
      requirePictures(merchant);
      const square = await squarePicture(picture);
      const key = await storage.put(square.data, square.extension);
      let replaced: string | undefined;
      try {
        replaced = await repository.setPicture(memberId, key, square.contentType);
      } catch (error) {
        await storage.remove(key).catch(() => undefined);
        throw error;
      }
      if (replaced) await storage.remove(replaced).catch(() => undefined);
      return this.read(merchant, memberId);
    },

    async removePicture(merchant: Merchant, memberId: number): Promise<MemberSettings> {
      requirePictures(merchant);
      const removed = await repository.removePicture(memberId);
      if (removed) await storage.remove(removed).catch(() => undefined);
      return this.read(merchant, memberId);
    },

    /** The member's own picture, for the member alone. */
    async picture(merchant: Merchant, memberId: number): Promise<{ data: Buffer; contentType: string }> {
      requirePictures(merchant);
      const stored = await repository.picture(memberId);
      const data = stored ? await storage.get(stored.storageKey) : undefined;
      if (!stored || !data) throw new ApiError('resource.not.found');
      return { data, contentType: stored.contentType };
    },
  };
}
export type MemberSettingsService = ReturnType<typeof createMemberSettingsService>;
