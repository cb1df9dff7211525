import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('the secret box', () => {
  const box = createSecretBox('a test key of at least thirty-two characters');

  it('seals a secret so that only its key opens it, differently each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^box1:/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => createSecretBox('another key, also thirty-two characters').open(sealed)).toThrow();
  });

  it('refuses a sealed value that was tampered with', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    // The last character may carry only padding bits; the one before it is all data.
    const changed = sealed.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${sealed.slice(0, -2)}${changed}${sealed.slice(-1)}`;
    expect(() => box.open(tampered)).toThrow();
  });

  it('reads a secret stored before sealing began as it is', () => {
    expect(box.open('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });
});
