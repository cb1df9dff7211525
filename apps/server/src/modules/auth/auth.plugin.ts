import fp from 'fastify-plugin';
import { authSettingsOf } from '../site/auth-settings';
import { authRoutes } from './auth.routes';
import { createAuthService, type AuthService } from './auth.service';
import { devIdentityRoutes } from './dev-identity.routes';
import { createEncryptionKeysRepository } from './encryption-keys.repository';
import { createEncryptionService, type EncryptionService } from './encryption.service';
import { createFacebookTokenVerifier } from './facebook-tokens';
import { createIdentityTokenVerifier } from './identity-tokens';
import { createKnownDevicesRepository } from './known-devices.repository';
import { createLoginGuard, type LoginGuard } from './login-guard.service';
import { createLoginThrottleRepository } from './login-throttle.repository';
import { createSessionsRepository } from './sessions.repository';
import { createSessionsService, type AuthContext, type SessionsService } from './sessions.service';
import { createSocialService, type SocialService } from './social.service';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /** Members' sessions: plugins/auth.ts resolves request.member through it. */
    sessions: SessionsService;
    /** Failed-login counters: members' logins and operators' share the one mechanism. */
    guard: LoginGuard;
    social: SocialService;
    /** The login and registration bodies' JWE keys (plugins/encrypted-body.ts). */
    encryption: EncryptionService;
  }
  interface FastifyRequest {
    /** The signed-in member, after requireMember, requireRealMember or optionalMember ran. */
    member: AuthContext | null;
  }
}

/** Sign-in: password, SMS code, social and trial logins, sessions, the login guard and body encryption. */
export default fp(
  async (app) => {
    const members = app.members.repository;
    const verifier = createIdentityTokenVerifier();
    const sessions = createSessionsService(createSessionsRepository(app.db), app.bus);
    const guard = createLoginGuard(createLoginThrottleRepository(app.db));
    const auth = createAuthService({
      members,
      devices: createKnownDevicesRepository(app.db),
      sessions,
      guard,
      captcha: app.captcha,
      sms: app.sms,
      verifier,
      security: app.security,
      twoFactor: app.memberTwoFactor,
      admit: (member) => app.responsibleGaming.admitLogin(member),
    });
    app.decorate('auth', auth);
    app.decorate('sessions', sessions);
    app.decorate('guard', guard);
    app.decorate(
      'social',
      createSocialService({
        members,
        verifier,
        facebook: createFacebookTokenVerifier(),
        startSession: (member, remember, merchant, client) =>
          auth.signIn(member, authSettingsOf(merchant), remember, client, 'social'),
      }),
    );
    app.decorate('encryption', createEncryptionService(createEncryptionKeysRepository(app.db)));
    await app.register(authRoutes);
    if (app.config.NODE_ENV !== 'production') await app.register(devIdentityRoutes);
  },
  { name: 'auth', dependencies: ['members', 'captcha', 'sms', 'security'] },
);
