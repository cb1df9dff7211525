import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { inboxMessages, members } from '../schema/index';
import type { BannerLanguage } from './banners-data';
import { DEFAULT_MERCHANT_CODE, MERCHANTS, SECOND_MERCHANT_CODE } from './merchants-data';

type Text = { title: string; content: string };

interface SeedMessage {
  /** A demo member's username, or null for everyone on the site. */
  to: string | null;
  daysAgo: number;
  text: Record<BannerLanguage, Text>;
}

const maintenance = (brand: string): SeedMessage => ({
  to: null,
  daysAgo: 0,
  text: {
    en: {
      title: 'Scheduled maintenance on Tuesday',
      content: `<p>We will upgrade the ${brand} servers on <strong>Tuesday from 02:00 to 04:00 (GMT+7)</strong>. Games will be unavailable for a short while. Thank you for your patience!</p>`,
    },
    id: {
      title: 'Pemeliharaan terjadwal hari Selasa',
      content: `<p>Kami akan meningkatkan server ${brand} pada <strong>hari Selasa pukul 02.00–04.00 WIB (GMT+7)</strong>. Permainan tidak tersedia untuk sementara. Terima kasih atas kesabaran Anda!</p>`,
    },
  },
});

const welcome = (brand: string, to: string, daysAgo: number): SeedMessage => ({
  to,
  daysAgo,
  text: {
    en: {
      title: `Welcome to ${brand}`,
      content:
        '<p>Hi, and welcome aboard! Your account is ready.</p><p>See the <strong>100% first deposit bonus</strong> and our other offers on the <a href="/m/activity">Promotions</a> page, and good luck on the reels.</p>',
    },
    id: {
      title: `Selamat datang di ${brand}`,
      content:
        '<p>Halo, selamat bergabung! Akun Anda sudah aktif.</p><p>Lihat <strong>bonus deposit pertama 100%</strong> dan penawaran lainnya di halaman <a href="/m/activity">Promosi</a>, dan semoga beruntung.</p>',
    },
  },
});

/** Demo inbox messages, each in English and Indonesian (the site's default language is the stored text). */
const MESSAGES: Record<string, SeedMessage[]> = {
  [DEFAULT_MERCHANT_CODE]: [
    welcome('Lucky Nova', 'demo', 3),
    {
      to: 'demo',
      daysAgo: 1,
      text: {
        en: {
          title: 'Your weekly live cashback',
          content:
            '<p>Played live casino last week? You can get <strong>5% of your net live losses</strong> back.</p><ul><li>Apply by Sunday from the promotion page</li><li>Upload a screenshot of last week\'s betting record</li></ul><p><a href="/m/activity">Open the promotions</a></p>',
        },
        id: {
          title: 'Cashback live mingguan Anda',
          content:
            '<p>Bermain kasino langsung minggu lalu? Anda bisa mendapatkan kembali <strong>5% kekalahan bersih live</strong> Anda.</p><ul><li>Ajukan sebelum Minggu dari halaman promosi</li><li>Unggah tangkapan layar catatan taruhan minggu lalu</li></ul><p><a href="/m/activity">Buka promosi</a></p>',
        },
      },
    },
    {
      to: 'agent01',
      daysAgo: 2,
      text: {
        en: {
          title: 'Your daily salary contract offer',
          content:
            '<p>A daily salary contract offer is waiting for your answer. <a href="/m/member/agent/getSalaryContract">Read the offer</a></p>',
        },
        id: {
          title: 'Tawaran kontrak gaji harian Anda',
          content:
            '<p>Tawaran kontrak gaji harian menunggu jawaban Anda. <a href="/m/member/agent/getSalaryContract">Baca tawarannya</a></p>',
        },
      },
    },
    maintenance('Lucky Nova'),
  ],
  [SECOND_MERCHANT_CODE]: [welcome('Golden Reef', 'reefer', 2), maintenance('Golden Reef')],
};

/** A few inbox messages for the demo members, once: a merchant that has any messages is left alone. */
export async function seedInbox(db: Db, merchantCode: string): Promise<void> {
  const wanted = MESSAGES[merchantCode] ?? [];
  if (wanted.length === 0) return;
  const own: BannerLanguage =
    MERCHANTS.find((merchant) => merchant.row.code === merchantCode)?.row.settings.defaultLanguage === 'id'
      ? 'id'
      : 'en';
  const other: BannerLanguage = own === 'en' ? 'id' : 'en';
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
      ...message.text[own],
      translations: { [other]: message.text[other] },
      // A broadcast is stamped now so members seeded in this run (joined now) see it.
      createdAt: message.to === null ? sql`now()` : sql`now() - make_interval(days => ${message.daysAgo})`,
    }));
  if (rows.length > 0) await db.insert(inboxMessages).values(rows);
}
