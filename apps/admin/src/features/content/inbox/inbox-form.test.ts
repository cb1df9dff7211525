import { describe, expect, it } from 'vitest';
import { asReadIn, blankComposer, composerSchema, type ComposerValues } from './inbox-form';

const SITE = ['id', 'en'] as const;
const values = (texts: ComposerValues['texts'], audience: 'member' | 'all' = 'all'): ComposerValues => ({
  ...blankComposer([...SITE]),
  audience,
  texts,
});

describe('the inbox composer', () => {
  it("sends the site's first language as the message and the other languages written as translations", () => {
    const parsed = composerSchema([...SITE]).safeParse(
      values({ id: { title: 'Halo', content: '<p>Hai</p>' }, en: { title: 'Hello', content: '<p>Hi</p>' } }),
    );
    expect(parsed.data).toEqual({
      audience: 'all',
      title: 'Halo',
      content: '<p>Hai</p>',
      translations: { en: { title: 'Hello', content: '<p>Hi</p>' } },
      category: 'announcements',
    });
  });

  it('sends the category picked: a promotion reaches only members who receive promotions', () => {
    const own = { title: 'Halo', content: '<p>Hai</p>' };
    const parsed = composerSchema([...SITE]).safeParse({ ...values({ id: own }), category: 'promotions' });
    expect(parsed.data?.category).toBe('promotions');
    const wrong = composerSchema([...SITE]).safeParse({ ...values({ id: own }), category: 'transactional' });
    expect(wrong.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['category']);
  });

  it('leaves an empty language out, refuses a half-written one, the missing first one and a missing member', () => {
    const schema = composerSchema([...SITE]);
    const own = { title: 'Halo', content: '<p>Hai</p>' };
    expect(schema.safeParse(values({ id: own, en: { title: '', content: '' } })).data).not.toHaveProperty(
      'translations',
    );
    const half = schema.safeParse(values({ id: own, en: { title: 'Hello', content: '' } }));
    expect(half.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['texts.en.content']);
    const none = schema.safeParse(
      values({ id: { title: '', content: '' }, en: { title: 'Hello', content: '<p>x</p>' } }),
    );
    expect(none.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['texts.id.title', 'texts.id.content']);
    const nobody = schema.safeParse(values({ id: own }, 'member'));
    expect(nobody.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['username']);
  });

  it('previews an empty language as the member reading it will see it: the first language', () => {
    const written = values({ id: { title: 'Halo', content: '<p>Hai</p>' }, en: { title: '', content: '' } });
    expect(asReadIn(written, [...SITE], 'en')).toEqual({ title: 'Halo', content: '<p>Hai</p>' });
    written.texts.en = { title: 'Hello', content: '' };
    expect(asReadIn(written, [...SITE], 'en').title).toBe('Hello');
  });
});
