import { count, eq } from 'drizzle-orm';
import { sanitizeContent } from '../../lib/sanitize-html';
import type { Db } from '../client';
import { helpItems } from '../schema/index';
import { helpSeeds } from './help-data';
import type { MerchantSeed } from './merchants-data';

/** The help centre of a merchant in English and Indonesian, written once: an operator's edits are never undone. */
export async function seedHelp(db: Db, merchant: MerchantSeed): Promise<boolean> {
  const { code, name, settings } = merchant.row;
  const [existing] = await db.select({ n: count() }).from(helpItems).where(eq(helpItems.merchantCode, code));
  if ((existing?.n ?? 0) > 0) return false;
  const seeds = helpSeeds({ name, currency: settings.currency ?? 'IDR' });
  for (const [language, sections] of Object.entries(seeds)) {
    for (const [i, section] of sections.entries()) {
      const [parent] = await db
        .insert(helpItems)
        .values({
          merchantCode: code,
          language,
          tag: section.tag ?? '',
          title: section.title,
          content: sanitizeContent(section.content, 'content'),
          sort: (i + 1) * 10,
        })
        .returning({ id: helpItems.id });
      if (!parent) throw new Error('help section insert returned nothing');
      await db.insert(helpItems).values(
        section.children.map((child, j) => ({
          merchantCode: code,
          language,
          parentId: parent.id,
          title: child.title,
          content: sanitizeContent(child.content, 'content'),
          sort: (j + 1) * 10,
        })),
      );
    }
  }
  return true;
}
