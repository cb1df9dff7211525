import type { MerchantRecord } from './site.repository';

/** The merchant a request is served for. */
export type Merchant = Pick<MerchantRecord, 'code' | 'name' | 'settings' | 'isDefault'>;

/**
 * Host → merchant resolution (pure). A host maps to the merchants that list it among their domains;
 * the Merchant header may pick one of those, never another. Unknown hosts get the default merchant.
 */
export class MerchantDirectory {
  private readonly byHost = new Map<string, Merchant[]>();
  private readonly domains = new Map<string, readonly string[]>();
  private readonly byCode = new Map<string, Merchant>();
  readonly fallback: Merchant;

  constructor(records: readonly MerchantRecord[]) {
    const fallback = records.find((record) => record.isDefault) ?? records[0];
    if (!fallback) throw new Error('No merchant configured: seed the database first.');
    this.fallback = toMerchant(fallback);
    for (const record of records) {
      this.domains.set(record.code, record.domains.map(normalizeHost));
      this.byCode.set(record.code, toMerchant(record));
      for (const domain of record.domains) {
        const host = normalizeHost(domain);
        const list = this.byHost.get(host) ?? [];
        list.push(toMerchant(record));
        this.byHost.set(host, list);
      }
    }
  }

  /** Whether the merchant lists this host among its own domains (not merely serves it as the fallback). */
  claims(host: string, merchantCode: string): boolean {
    return (this.byHost.get(normalizeHost(host)) ?? []).some((merchant) => merchant.code === merchantCode);
  }

  /** The merchant's own domains, in the order it lists them (the first is its main one). */
  domainsOf(merchantCode: string): readonly string[] {
    return this.domains.get(merchantCode) ?? [];
  }

  /** A merchant by its code (code paths that know no host: a game's callbacks). */
  get(code: string): Merchant | undefined {
    return this.byCode.get(code);
  }

  resolve(host: string | undefined, requested: string | undefined): Merchant {
    const candidates = this.byHost.get(normalizeHost(host ?? '')) ?? [this.fallback];
    const wanted = requested?.trim().toUpperCase();
    if (wanted) {
      const chosen = candidates.find((merchant) => merchant.code.toUpperCase() === wanted);
      if (chosen) return chosen;
    }
    return candidates.find((merchant) => merchant.isDefault) ?? candidates[0] ?? this.fallback;
  }
}

/** Lower case, no port, no trailing dot; IPv6 brackets kept. */
export function normalizeHost(host: string): string {
  let value = host.trim().toLowerCase();
  if (value.startsWith('[')) value = value.slice(0, value.indexOf(']') + 1);
  else value = value.split(':')[0] ?? '';
  return value.endsWith('.') ? value.slice(0, -1) : value;
}

function toMerchant(record: MerchantRecord): Merchant {
  return { code: record.code, name: record.name, settings: record.settings, isDefault: record.isDefault };
}
