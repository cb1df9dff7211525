import type { FastifyRequest } from 'fastify';
import type { Reader } from './announcements.service';

/**
 * Who reads the feed: the member that optionalMember or requireRealMember found, otherwise a visitor
 * (the feed is public; an ended or foreign token reads it as a visitor, with no read flags).
 */
export function readerOf(request: FastifyRequest): Reader {
  const merchantCode = request.merchant.code;
  const defaultLanguage = request.server.site.site(request.merchant).defaultLanguage;
  return { merchantCode, defaultLanguage, memberId: request.member?.memberId ?? null };
}
