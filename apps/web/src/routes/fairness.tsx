import { verifyFormSchema, type VerifyForm } from '@lobby/contract/fair';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { VerifierForm } from '../features/fairness/components/verifier-form';
import { VerifyResult } from '../features/fairness/components/verify-result';
import { verifyRound, type Verification } from '../features/fairness/verify';
import { useTranslation } from '../lib/use-translation';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { CardSection } from '../ui/card-section';
import { PageHeader } from '../ui/page-header';

/** The form's start: what the game's Fairness panel put in the address, else empty. */
function initialOf(params: URLSearchParams): VerifyForm {
  const game = params.get('game');
  const engine = verifyFormSchema.shape.engine.safeParse(game);
  return {
    serverSeed: params.get('serverSeed') ?? '',
    serverSeedHash: params.get('serverSeedHash') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '0',
    engine: engine.success ? engine.data : 'slot',
    rows: params.get('rows') ?? '16',
  };
}

/**
 * `/m/fairness` (public): the provably fair verifier. The browser recomputes a round from the
 * revealed server seed, the client seed and the nonce with the server's own mapping, and checks
 * the seed against the hash shown before the bet. A link from the game fills it in and runs it.
 */
export function Component() {
  const { t } = useTranslation();
  const title = t('title.fairness');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const [initial] = useState(() => initialOf(params));
  const [verification, setVerification] = useState<Verification | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const result = useRef<HTMLDivElement>(null);

  const verify = (values: VerifyForm) => {
    setBusy(true);
    setFailed(false);
    verifyRound(values)
      .then(setVerification, () => {
        setVerification(null);
        setFailed(true);
      })
      .finally(() => setBusy(false));
  };
  // The answer sits under the form: bring it on screen.
  useEffect(() => {
    if (verification) result.current?.scrollIntoView({ block: 'nearest' });
  }, [verification]);
  // A link from the game arrives filled in: its round is recomputed at once.
  useEffect(() => {
    const prefilled = verifyFormSchema.safeParse(initial);
    if (!prefilled.success) return;
    let live = true;
    verifyRound(prefilled.data).then(
      (done) => live && setVerification(done),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [initial]);

  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="space-y-4 px-3 pt-4 pb-12">
        <p className="px-1 text-[13px] leading-relaxed text-muted">{t('fairness.intro')}</p>
        <CardSection title={t('fairness.check')}>
          <VerifierForm initial={initial} busy={busy} onVerify={verify} />
        </CardSection>
        <div ref={result} aria-live="polite" className="scroll-mb-4">
          {verification ? (
            <CardSection title={t('fairness.resultTitle')}>
              <VerifyResult verification={verification} />
            </CardSection>
          ) : failed ? (
            <p role="alert" className="px-1 text-sm text-rose-300">
              {t('fairness.failed')}
            </p>
          ) : null}
        </div>
      </main>
    </>
  );
}
