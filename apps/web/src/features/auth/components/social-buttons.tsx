import { useTranslation } from '../../../lib/use-translation';
import { SOCIAL_PROVIDERS, type AuthSettings, type SocialProvider } from '@lobby/contract/auth';
import { ApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-messages';
import { showToast } from '../../../lib/toast';
import { useSocialLogin } from '../api/social-login';
import { providerToken } from '../hooks/social-sdk';
import { useProviderSdks } from '../hooks/use-provider-sdks';
import { useSignedIn } from '../hooks/use-signed-in';
import { FacebookIcon, GoogleIcon } from './auth-icons';

const ICONS = { google: GoogleIcon, facebook: FacebookIcon } as const;

/** The words for a failed social sign-in: the provider's refusal is not a wrong password. */
function failureKey(error: unknown) {
  if (error instanceof ApiError && error.code === 'login.failed') return 'social.failed' as const;
  if (error instanceof ApiError && error.code === 'permission.denied') return 'social.unavailable' as const;
  return errorMessageKey(error);
}

/**
 * Google and Facebook sign-in, each only when the site offers it. Their SDKs load when the popup
 * opens; the token the provider gives goes to the server, which checks it with the provider.
 */
export function SocialButtons({ social, remember }: { social: AuthSettings['social']; remember: () => boolean }) {
  const { t } = useTranslation();
  const socialLogin = useSocialLogin();
  const signedIn = useSignedIn();
  const providers = SOCIAL_PROVIDERS.filter((provider) => social[provider] !== null);
  const sdks = useProviderSdks(providers, social);
  if (providers.length === 0) return null;

  const signIn = async (provider: SocialProvider) => {
    const values = { provider: t(`social.${provider}`) };
    const pending = sdks[provider] === 'ready' ? providerToken(provider, social) : null;
    if (!pending) {
      const key = sdks[provider] === 'loading' ? 'social.loading' : 'social.unavailable';
      showToast(key, { tone: 'error', values });
      return;
    }
    const token = await pending;
    if (token === 'cancelled' || token === 'notShown') {
      showToast(token === 'cancelled' ? 'social.cancelled' : 'social.notShown', { tone: 'info', values });
      return;
    }
    const keep = remember();
    socialLogin.mutate(
      { provider, idToken: token, remember: keep },
      {
        onSuccess: (session) => signedIn(session, { remember: keep, message: 'login.success' }),
        onError: (error) => showToast(failureKey(error), { tone: 'error', values }),
      },
    );
  };

  return (
    <div className="space-y-3">
      <p className="flex items-center gap-3 text-xs text-subtle before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t('social.or')}
      </p>
      <div className="grid auto-cols-fr grid-flow-col gap-2">
        {providers.map((provider) => {
          const Icon = ICONS[provider];
          return (
            <button
              key={provider}
              type="button"
              aria-label={t('social.continueWith', { provider: t(`social.${provider}`) })}
              aria-busy={sdks[provider] === 'loading' || undefined}
              onClick={() => void signIn(provider)}
              disabled={socialLogin.isPending}
              className="flex h-11 items-center justify-center gap-2 rounded-full border border-line-strong bg-white/5 text-sm font-semibold transition hover:bg-white/10 disabled:opacity-50"
            >
              <Icon size={18} className={provider === 'facebook' ? 'text-[#1877F2]' : undefined} />
              {t(`social.${provider}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
