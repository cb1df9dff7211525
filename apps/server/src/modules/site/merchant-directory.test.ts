import { describe, expect, it } from 'vitest';
import { MerchantDirectory, normalizeHost } from './merchant-directory';
import type { MerchantRecord } from './site.repository';
import { toSite } from './site.service';

const record = (code: string, domains: string[], isDefault = false): MerchantRecord => ({
  code,
  name: code,
  domains,
  isDefault,
  settings: { languages: ['en', 'fr'], defaultLanguage: 'fr', logoUrl: '/logo.png', flags: { A: true } },
  createdAt: new Date(0),
});

describe('MerchantDirectory', () => {
  const directory = new MerchantDirectory([
    record('ONE', ['one.test', 'shared.test'], true),
    record('TWO', ['two.test', 'shared.test']),
    record('THREE', ['three.test']),
  ]);

  it('resolves by host, else the default', () => {
    expect(directory.resolve('two.test', undefined).code).toBe('TWO');
    expect(directory.resolve('nowhere.test', undefined).code).toBe('ONE');
    expect(directory.resolve(undefined, undefined).code).toBe('ONE');
  });

  it('prefers the default merchant on a shared host, and lets the header choose there', () => {
    expect(directory.resolve('shared.test', undefined).code).toBe('ONE');
    expect(directory.resolve('shared.test', 'two').code).toBe('TWO');
  });

  it('never lets the header reach a merchant the host does not list', () => {
    expect(directory.resolve('one.test', 'THREE').code).toBe('ONE');
    expect(directory.resolve('nowhere.test', 'THREE').code).toBe('ONE');
    expect(directory.resolve('three.test', 'ONE').code).toBe('THREE');
  });

  it('refuses to start without merchants', () => {
    expect(() => new MerchantDirectory([])).toThrow(/No merchant/);
  });

  it('normalizes hosts', () => {
    expect(normalizeHost('Shop.Example.COM:8080')).toBe('shop.example.com');
    expect(normalizeHost('example.com.')).toBe('example.com');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
  });
});

describe('toSite', () => {
  it('keeps only supported languages and falls back to one of them', () => {
    const site = toSite({ ...record('ONE', []), isDefault: true });
    expect(site.languages).toEqual(['en']);
    expect(site.defaultLanguage).toBe('en');
    expect(site.flags).toEqual({ A: true });
  });
});
