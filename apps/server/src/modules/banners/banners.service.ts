import type { Banner, BannerGroup } from '@lobby/contract';
import type { BannersRepository } from './banners.repository';

export function createBannersService(repository: BannersRepository) {
  return {
    async byGroup(merchantCode: string, groupName: BannerGroup): Promise<Banner[]> {
      const rows = await repository.byGroup(merchantCode, groupName);
      return rows.map((row) => ({ ...row, id: String(row.id), groupName }));
    },
  };
}
export type BannersService = ReturnType<typeof createBannersService>;
