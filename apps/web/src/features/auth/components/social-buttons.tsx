import { useTranslation } from '../../../lib/use-translation';
import { SOCIAL_PROVIDERS, type AuthSettings, type SocialProvider } from '@lobby/contract/auth';
import { errorMessageKey } from '../../../lib/error-messages';
import { showToast } from '../../../lib/toast';
import { useSocialLogin } from '../api/social-login';
import { providerIdToken } from '../hooks/social-sdk';
import { useSignedIn } from '../hooks/use-signed-in';
import { FacebookIcon, GoogleIcon } from './auth-icons';

const ICONS = { google: GoogleIcon, facebook: FacebookIcon } as const;

/**
 * Google and Facebook sign-in, each only when the site configures it. The provider's SDK gives the
 * ID token the server verifies; without the SDK on the page the member is told it is unavailable.
 */
export function SocialButtons({ social, remember }: { social: AuthSettings['social']; remember: () => boolean }) {
  const { t } = useTranslation();
  const socialLogin = useSocialLogin();
  const signedIn = useSignedIn();
  const providers = SOCIAL_PROVIDERS.filter((provider) => social[provider] !== null);
  if (providers.length === 0) return null;

  const signIn = async (provider: SocialProvider) => {
    const pending = providerIdToken(provider, social);
    if (!pending) {
      showToast('social.unavailable', { tone: 'error', values: { provider: t(`social.${provider}`) } });
      return;
    }
    const idToken = await pending;
    if (!idToken) return;
    const keep = remember();
    socialLogin.mutate(
      { provider, idToken, remember: keep },
      {
        onSuccess: (session) => signedIn(session, { remember: keep, message: 'login.success' }),
        onError: (error) => showToast(errorMessageKey(error), { tone: 'error' }),
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
