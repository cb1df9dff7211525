import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../plugins/auth';
import type { Services } from '../services';
import type { Reader } from './announcements.service';

/**
 * Who reads the feed: a member when the request carries a live session of this site, otherwise a
 * visitor (the feed is public; an ended or foreign token reads it as a visitor, with no read flags).
 */
export async function readerOf(request: FastifyRequest, services: Services): Promise<Reader> {
  const merchantCode = request.merchant.code;
  const defaultLanguage = services.site.site(request.merchant).defaultLanguage;
  if (request.member) return { merchantCode, defaultLanguage, memberId: request.member.memberId };
  const token = bearerToken(request);
  if (!token) return { merchantCode, defaultLanguage, memberId: null };
  const member = await services.sessions.resolve(token, merchantCode).catch(() => null);
  return { merchantCode, defaultLanguage, memberId: member?.memberId ?? null };
}
