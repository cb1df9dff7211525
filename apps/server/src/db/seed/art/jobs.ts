import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { BannerArtSpec } from '../banners-data';
import type { GameArtSpec } from '../generator';
import { bannerSvg, merchantLogoSvg, vendorIconSvg } from './brand-art';
import { gameArtSvg } from './game-art';

/** One image to draw; plain data, so it can cross to a worker process. */
export type ArtJob = { file: string; force: boolean } & (
  | { kind: 'game'; spec: GameArtSpec }
  | { kind: 'banner'; spec: BannerArtSpec }
  | { kind: 'vendor'; spec: { vassalage: string; displayName: string }; tone: 'BLACK' | 'WHITE' }
  | { kind: 'merchant'; spec: { name: string; primary: string; accent: string } }
);

function svgOf(job: ArtJob): string {
  switch (job.kind) {
    case 'game':
      return gameArtSvg(job.spec);
    case 'banner':
      return bannerSvg(job.spec);
    case 'vendor':
      return vendorIconSvg(job.spec, job.tone);
    case 'merchant':
      return merchantLogoSvg(job.spec);
  }
}

export async function renderJob(job: ArtJob, mediaDir: string): Promise<void> {
  const target = join(mediaDir, job.file);
  await mkdir(dirname(target), { recursive: true });
  const image = sharp(Buffer.from(svgOf(job)));
  const data = job.file.endsWith('.webp')
    ? await image.webp({ quality: 80, effort: 0 }).toBuffer()
    : await image.png({ compressionLevel: 8 }).toBuffer();
  // Write then rename: a half-written file is never served.
  const temp = `${target}.${process.pid}.tmp`;
  await writeFile(temp, data);
  await rename(temp, target);
}

export async function renderJobs(jobs: readonly ArtJob[], mediaDir: string, concurrency = 2): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (job) await renderJob(job, mediaDir);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}
