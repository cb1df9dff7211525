import { describe, expect, it } from 'vitest';
import { gameListQuerySchema } from './games';

describe('gameListQuerySchema', () => {
  it('applies defaults and coerces query strings', () => {
    const parsed = gameListQuerySchema.parse({ pageNo: '2', isNew: '1', vassalage: 'PG, JL' });
    expect(parsed).toMatchObject({ pageNo: 2, pageSize: 36, isNew: 1, vassalage: ['PG', 'JL'] });
  });
  it('rejects an oversized page, an unknown game type and a hostile vendor code', () => {
    expect(gameListQuerySchema.safeParse({ pageSize: '201' }).success).toBe(false);
    expect(gameListQuerySchema.safeParse({ gameType: 'CASINO' }).success).toBe(false);
    expect(gameListQuerySchema.safeParse({ vassalage: "PG' OR 1=1 --" }).success).toBe(false);
  });
  it('drops unknown fields', () => {
    expect(gameListQuerySchema.parse({ hacker: 'x' })).not.toHaveProperty('hacker');
  });
});
