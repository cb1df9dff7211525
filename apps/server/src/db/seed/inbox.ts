import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { inboxMessages, members } from '../schema/index';
import { DEFAULT_MERCHANT_CODE, SECOND_MERCHANT_CODE } from './merchants-data';

interface SeedMessage {
  /** A demo member's username, or null for everyone on the site. */
  to: string | null;
  daysAgo: number;
  title: string;
  content: string;
}

/** Demo inbox messages in each site's default language (Lucky Nova English, Golden Reef Indonesian). */
const MESSAGES: Record<string, SeedMessage[]> = {
  [DEFAULT_MERCHANT_CODE]: [
    {
      to: 'demo',
      daysAgo: 3,
      title: 'Welcome to Lucky Nova',
      content:
        '<p>Hi, and welcome aboard! Your account is ready.</p><p>Claim your <strong>100% first deposit bonus</strong> from the <a href="/m/activity">Promotions</a> page and good luck on the reels.</p>',
    },
    {
      to: 'demo',
      daysAgo: 1,
      title: 'Your weekly cashback is waiting',
      content:
        "<p>You earned <strong>5% cashback</strong> on last week's slot play. It will be credited to your wallet within 24 hours.</p><ul><li>No wagering on cashback</li><li>Valid for 7 days</li></ul>",
    },
    {
      to: 'agent01',
      daysAgo: 2,
      title: 'Your agent commission report',
      content: '<p>Your commission report for last month is ready. Open the agent centre to review your team.</p>',
    },
    {
      to: null,
      daysAgo: 0,
      title: 'Scheduled maintenance on Sunday',
      content:
        '<p>We will upgrade our servers on <strong>Sunday between 02:00 and 04:00 (UTC)</strong>. Games will be unavailable for a short while. Thank you for your patience!</p>',
    },
  ],
  [SECOND_MERCHANT_CODE]: [
    {
      to: 'reefer',
      daysAgo: 2,
      title: 'Selamat datang di Golden Reef',
      content:
        '<p>Halo, selamat bergabung! Akun Anda sudah aktif.</p><p>Klaim <strong>bonus deposit pertama 100%</strong> di halaman <a href="/m/activity">Promosi</a>.</p>',
    },
    {
      to: null,
      daysAgo: 0,
      title: 'Pemeliharaan terjadwal hari Minggu',
      content:
        '<p>Kami akan meningkatkan server pada <strong>hari Minggu pukul 02.00–04.00 WIB</strong>. Terima kasih atas kesabaran Anda!</p>',
    },
  ],
};

/** A few inbox messages for the demo members, once: a merchant that has any messages is left alone. */
export async function seedInbox(db: Db, merchantCode: string): Promise<void> {
  const wanted = MESSAGES[merchantCode] ?? [];
  if (wanted.length === 0) return;
  const [existing] = await db
    .select({ n: count() })
    .from(inboxMessages)
    .where(eq(inboxMessages.merchantCode, merchantCode));
  if (Number(existing?.n ?? 0) > 0) return;
  const usernames = [...new Set(wanted.map((message) => message.to).filter((to): to is string => to !== null))];
  const found = await db
    .select({ id: members.id, key: members.usernameKey })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), inArray(members.usernameKey, usernames)));
  const ids = new Map(found.map((row) => [row.key, row.id]));
  const rows = wanted
    .filter((message) => message.to === null || ids.has(message.to))
    .map((message) => ({
      merchantCode,
      memberId: message.to === null ? null : (ids.get(message.to) ?? null),
      title: message.title,
      content: message.content,
      // A broadcast is stamped now so members seeded in this run (joined now) see it.
      createdAt: message.to === null ? sql`now()` : sql`now() - make_interval(days => ${message.daysAgo})`,
    }));
  if (rows.length > 0) await db.insert(inboxMessages).values(rows);
}
