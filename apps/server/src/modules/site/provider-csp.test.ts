import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../plugins/security';
import { providerPolicy, providerSources } from './provider-csp';

const off = { google: null, facebook: null, firebase: null };

describe('the page policy per sign-in provider', () => {
  it('adds nothing while every provider is off', () => {
    expect(providerSources(off)).toEqual({});
    expect(providerPolicy(off)).toBeNull();
  });

  it('adds only what the provider switched on needs', () => {
    const google = providerPolicy({ ...off, google: { clientId: 'c' } }) ?? '';
    expect(google).toContain("script-src 'self' https://accounts.google.com/gsi/client;");
    expect(google).toContain("style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style;");
    expect(google).not.toContain('facebook');
    const firebase = providerSources({
      ...off,
      firebase: { apiKey: 'k', authDomain: 'nova.firebaseapp.com', projectId: 'nova', appId: '1:2:web:3' },
    });
    expect(firebase.frameSrc).toContain('https://nova.firebaseapp.com');
    expect(firebase.scriptSrc).not.toContain('https://accounts.google.com/gsi/client');
  });

  it("keeps every other directive of the site's policy", () => {
    const base = securityHeaders()['content-security-policy'] ?? '';
    const withFacebook = providerPolicy({ ...off, facebook: { appId: 'a' } }) ?? '';
    const untouched = (policy: string) => policy.split(';').filter((part) => !/^(script|frame|connect)-src/.test(part));
    expect(untouched(withFacebook)).toEqual(untouched(base));
  });
});
