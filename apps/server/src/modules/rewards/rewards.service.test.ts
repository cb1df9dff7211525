import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalFileStorage, isStorageKey } from '../../lib/file-storage';
import { filesUnder, tinyImage } from '../../test/multipart';
import type { AuditedWrites } from '../audit/audited-write';
import type { PromotionsService } from '../promotions/promotions.service';
import { checkPicture } from './reward-upload';
import type { RewardsRepository } from './rewards.repository';
import { createRewardsService } from './rewards.service';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-uploads-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('local file storage', () => {
  it('stores under random keys of its own, reads them back and removes them', async () => {
    const storage = createLocalFileStorage(tempDir());
    const a = await storage.put(Buffer.from('one'), 'png');
    const b = await storage.put(Buffer.from('two'), 'jpg');
    expect(a).not.toBe(b);
    expect(isStorageKey(a) && isStorageKey(b)).toBe(true);
    expect((await storage.get(a))?.toString()).toBe('one');
    await storage.remove(a);
    expect(await storage.get(a)).toBeUndefined();
    await storage.remove(a);
  });

  it('never reaches outside its root or takes a client extension', async () => {
    const storage = createLocalFileStorage(tempDir());
    expect(await storage.get('../../etc/passwd')).toBeUndefined();
    expect(await storage.get('ab/../../x.png')).toBeUndefined();
    await expect(storage.put(Buffer.from('x'), 'exe')).rejects.toThrow();
  });
});

describe('reward application service', () => {
  it('removes the stored pictures when the transaction fails', async () => {
    const root = tempDir();
    const storage = createLocalFileStorage(root);
    const repository = {
      byRequestKey: async () => undefined,
      create: async () => {
        throw new Error('database went away');
      },
    } as unknown as RewardsRepository;
    const promotions = {
      publishedRow: async () => ({ id: 7, applicable: true, imageRequired: true, remarkRequired: false }),
    } as unknown as PromotionsService;
    const service = createRewardsService({ repository, promotions, storage, audited: {} as AuditedWrites });
    const picture = await checkPicture(await tinyImage('png'));
    await expect(
      service.apply('LUCKYNOVA', 1, {
        fields: { promotionId: 7, remarks: '', requestKey: 'retry-key-1' },
        pictures: [picture, picture],
      }),
    ).rejects.toThrow('database went away');
    expect(filesUnder(root)).toEqual([]);
  });

  it('detects JPEG and PNG from the bytes', async () => {
    expect((await checkPicture(await tinyImage('jpeg'))).contentType).toBe('image/jpeg');
    expect((await checkPicture(await tinyImage('png'))).extension).toBe('png');
    await expect(checkPicture(Buffer.from('%PDF-1.7 not an image'))).rejects.toMatchObject({
      code: 'upload.type.invalid',
    });
  });
});
