import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { BannerArtSpec } from '../banners-data';
import type { GameArtSpec } from '../generator';
import { appIconSvg, type AppIconSpec } from './app-icon-art';
import { bannerSvg, merchantLogoSvg, vendorIconSvg } from './brand-art';
import { WEBP_OPTIONS } from './encoding';
import { gameArtBase, gameArtText } from './game-art';

/** One image to draw; plain data, so it can cross to a worker process. */
export type ArtJob = { file: string; force: boolean } & (
  | { kind: 'game'; spec: GameArtSpec }
  | { kind: 'banner'; spec: BannerArtSpec }
  | { kind: 'vendor'; spec: { vassalage: string; displayName: string }; tone: 'BLACK' | 'WHITE' }
  | { kind: 'merchant'; spec: { name: string; primary: string; accent: string } }
  | { kind: 'appIcon'; spec: AppIconSpec; size: number; maskable: boolean }
);

function svgOf(job: Exclude<ArtJob, { kind: 'game' }>): string {
  switch (job.kind) {
    case 'banner':
      return bannerSvg(job.spec);
    case 'vendor':
      return vendorIconSvg(job.spec, job.tone);
    case 'merchant':
      return merchantLogoSvg(job.spec);
    case 'appIcon':
      return appIconSvg(job.spec, job.size, job.maskable);
  }
}

/** Sort key that puts tiles sharing a base picture next to each other. */
export function jobOrder(job: ArtJob): string {
  return job.kind === 'game' ? `0|${gameArtBase(job.spec).key}` : `1|${job.file}`;
}

type Raw = { data: Buffer; info: OutputInfo };
// The last base picture drawn: jobs come sorted by base, so one entry serves runs of tiles.
let lastBase: { key: string; raw: Promise<Raw> } | undefined;

function baseOf(spec: GameArtSpec): Promise<Raw> {
  const { key, svg } = gameArtBase(spec);
  if (lastBase?.key !== key)
    lastBase = { key, raw: sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true }) };
  return lastBase.raw;
}

async function imageOf(job: ArtJob): Promise<Sharp> {
  if (job.kind !== 'game') return sharp(Buffer.from(svgOf(job)));
  const base = await baseOf(job.spec);
  return sharp(base.data, { raw: base.info }).composite([{ input: Buffer.from(gameArtText(job.spec)) }]);
}

export async function renderJob(job: ArtJob, mediaDir: string): Promise<void> {
  const target = join(mediaDir, job.file);
  await mkdir(dirname(target), { recursive: true });
  const image = await imageOf(job);
  const data = job.file.endsWith('.webp')
    ? await image.webp(job.kind === 'banner' ? WEBP_OPTIONS.banner : WEBP_OPTIONS.tile).toBuffer()
    : // Palette PNG: icons and logos are flat art, a quarter of the bytes of true colour at no visible loss.
      await image.png({ palette: true, quality: 90, compressionLevel: 9, effort: 7 }).toBuffer();
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
