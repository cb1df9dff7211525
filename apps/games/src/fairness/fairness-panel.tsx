import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clientSeedSchema, type Fairness, type Rotation } from '@lobby/contract/fair';
import type { InhouseEngine } from '@lobby/contract/inhouse';
import { fetchFairness, GameApiError, rotateSeeds, saveClientSeed } from '../lib/api';
import { SeedValue } from './seed-value';

interface Props {
  ticket: string;
  engine: InhouseEngine;
}

/** The verifier page of the player site, filled in with a revealed pair's last round. */
export function verifierUrl(revealed?: Rotation['revealed'], engine?: InhouseEngine): string {
  if (!revealed || revealed.nonce === 0) return '/m/fairness';
  const { serverSeed, serverSeedHash, clientSeed, nonce } = revealed;
  const query = new URLSearchParams({ serverSeed, serverSeedHash, clientSeed, nonce: String(nonce - 1) });
  if (engine) query.set('game', engine);
  return `/m/fairness?${query.toString()}`;
}

/** The Fairness dialog's body: the committed hash before the bet, the client seed, rotation and the revealed seed. */
export function FairnessPanel({ ticket, engine }: Props) {
  const { t } = useTranslation();
  const seedId = useId();
  const [pair, setPair] = useState<Fairness | null>(null);
  const [revealed, setRevealed] = useState<Rotation['revealed'] | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const show = (next: Fairness) => {
    setPair(next);
    setClientSeed(next.clientSeed);
  };
  const failed = (error: unknown) => {
    const invalid = error instanceof GameApiError && error.code === 'fairness.client.seed.invalid';
    setMessage({ error: true, text: invalid ? t('fair.seedInvalid') : t('errors.unknown') });
  };
  useEffect(() => {
    fetchFairness(ticket).then(show, failed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening of the dialog
  }, [ticket]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!clientSeedSchema.safeParse(clientSeed).success) {
      setMessage({ error: true, text: t('fair.seedInvalid') });
      return;
    }
    void run(async () => {
      show(await saveClientSeed(ticket, clientSeed));
      setMessage({ error: false, text: t('fair.saved') });
    });
  };
  const rotate = () =>
    void run(async () => {
      const rotation = await rotateSeeds(ticket);
      show(rotation.current);
      setRevealed(rotation.revealed);
      setMessage({ error: false, text: t('fair.rotated') });
    });

  if (!pair) {
    return (
      <p role={message ? 'alert' : 'status'} className="py-6 text-center text-sm text-muted">
        {message?.text ?? t('fair.loading')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="leading-relaxed text-subtle">{t('fair.intro')}</p>
      <SeedValue label={t('fair.hash')} value={pair.serverSeedHash} testId="fair-hash" />
      <form onSubmit={save} className="flex flex-col gap-1.5">
        <label htmlFor={seedId} className="text-xs font-bold tracking-wide text-muted uppercase">
          {t('fair.clientSeed')}
        </label>
        <div className="flex gap-2">
          <input
            id={seedId}
            value={clientSeed}
            onChange={(event) => setClientSeed(event.target.value)}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            className="min-w-0 flex-1 rounded-xl bg-ink-950/60 px-3 py-2.5 font-mono text-[13px] text-text ring-1 ring-line-strong outline-none focus:ring-gold-400"
          />
          <button
            type="submit"
            disabled={busy}
            className="rounded-xl bg-white/8 px-4 font-bold text-gold-300 ring-1 ring-line-strong hover:bg-white/12 disabled:opacity-50"
          >
            {t('fair.save')}
          </button>
        </div>
      </form>
      <div className="flex items-center justify-between rounded-2xl bg-ink-950/60 px-3 py-2.5 ring-1 ring-line">
        <span className="text-xs font-bold tracking-wide text-muted uppercase">{t('fair.nonce')}</span>
        <span data-testid="fair-nonce" className="font-mono font-bold text-text tabular-nums">
          {pair.nonce}
        </span>
      </div>
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'text-rose-300' : 'text-emerald-300'}>
        {message?.text}
      </p>
      <button
        type="button"
        onClick={rotate}
        disabled={busy}
        className="rounded-2xl bg-gradient-to-b from-gold-300 to-gold-500 py-3 font-extrabold text-ink-950 shadow-glow disabled:opacity-50"
      >
        {t('fair.rotate')}
      </button>
      <p className="-mt-1 text-center text-xs text-muted">{t('fair.rotateHint')}</p>
      {revealed && (
        <section
          aria-label={t('fair.revealed')}
          className="flex flex-col gap-2 rounded-2xl bg-emerald-400/8 p-3 ring-1 ring-emerald-400/30"
        >
          <SeedValue label={t('fair.revealed')} value={revealed.serverSeed} testId="fair-revealed" />
          <p className="text-xs text-subtle">
            {t('fair.revealedInfo', { clientSeed: revealed.clientSeed, rounds: revealed.nonce })}
          </p>
        </section>
      )}
      <a
        href={verifierUrl(revealed ?? undefined, engine)}
        target="_blank"
        rel="noopener"
        className="text-center font-bold text-violet-200 underline underline-offset-4 hover:text-gold-300"
      >
        {revealed && revealed.nonce > 0 ? t('fair.verifyLast') : t('fair.verifier')}
      </a>
    </div>
  );
}
