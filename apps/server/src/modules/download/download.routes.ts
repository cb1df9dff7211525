import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_PREFIX } from '@lobby/contract/core';
import {
  SITE_FILE_PATHS,
  WEB_CLIP_CONTENT_TYPE,
  appIconFile,
  appIconQuerySchema,
  manifestQuerySchema,
} from '@lobby/contract/download';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { manifestOf } from './manifest';
import { webClipProfile } from './web-clip';

/** Settings can change at any time: browsers revalidate, and a 304 costs little. */
const REVALIDATE = 'no-cache';
/** A Host header that is a plain host name or address with an optional port. */
const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** What makes the site installable, per merchant: the web app manifest, the app icon, the web-clip profile. */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mediaDir } = (app as FastifyInstance & { config: Config }).config;

  app.get(
    SITE_FILE_PATHS.manifest,
    {
      schema: {
        tags: ['site'],
        summary: 'Web app manifest of this site (name, colours, icons, start page)',
        querystring: manifestQuerySchema,
      },
    },
    async (request, reply) => {
      const site = app.site.site(request.merchant);
      const manifest = manifestOf(request.merchant, request.query.language ?? site.defaultLanguage);
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('Cache-Control', REVALIDATE)
        .send(JSON.stringify(manifest));
    },
  );

  app.get(
    SITE_FILE_PATHS.appIcon,
    {
      schema: {
        tags: ['site'],
        summary: "This site's app icon (PNG): a redirect to the drawn file",
        querystring: appIconQuerySchema,
      },
    },
    async (request, reply) => {
      const { size, purpose } = request.query;
      const file = appIconFile(request.merchant.code, size, purpose === 'maskable');
      return reply.header('Cache-Control', REVALIDATE).redirect(`${MEDIA_PREFIX}/${file}`, 302);
    },
  );

  app.get(
    SITE_FILE_PATHS.webClip,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['site'],
        summary: 'iOS configuration profile with a web clip of this site (application/x-apple-aspen-config)',
      },
    },
    async (request, reply) => {
      const { code, name } = request.merchant;
      const host = SAFE_HOST.test(request.host) ? request.host : request.hostname;
      const icon = await readFile(join(mediaDir, appIconFile(code, 512, true))).catch(() => null);
      const profile = webClipProfile({ merchantCode: code, name, url: `${request.protocol}://${host}/m/home`, icon });
      return reply
        .type(WEB_CLIP_CONTENT_TYPE)
        .header('Cache-Control', REVALIDATE)
        .header('Content-Disposition', `attachment; filename="${code.toLowerCase()}.mobileconfig"`)
        .send(profile);
    },
  );
};
