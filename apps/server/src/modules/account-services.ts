import type { Db } from '../db/client';
import { createAuthService } from './auth/auth.service';
import { createEncryptionKeysRepository } from './auth/encryption-keys.repository';
import { createEncryptionService } from './auth/encryption.service';
import { createIdentityTokenVerifier } from './auth/identity-tokens';
import { createSocialService } from './auth/social.service';
import { authSettingsOf } from './site/auth-settings';
import { createKnownDevicesRepository } from './auth/known-devices.repository';
import { createLoginGuard } from './auth/login-guard.service';
import { createLoginThrottleRepository } from './auth/login-throttle.repository';
import { createSessionsRepository } from './auth/sessions.repository';
import { createSessionsService } from './auth/sessions.service';
import { createCaptchaRepository } from './captcha/captcha.repository';
import { createCaptchaService } from './captcha/captcha.service';
import { createMembersRepository } from './members/members.repository';
import { createMembersService } from './members/members.service';
import { createOutboxSender, createProviderSender, type ProviderOptions } from './messaging/message-sender';
import { createOutboxRepository } from './messaging/outbox.repository';
import { createPasswordResetsRepository } from './password/password-resets.repository';
import { createPasswordService } from './password/password.service';
import { createResetLinkService } from './password/reset-link.service';
import { createRegisterService } from './register/register.service';
import { captchaHumanCheck } from './sms/human-check';
import { createSmsCodesRepository } from './sms/sms-codes.repository';
import { createSmsService } from './sms/sms.service';

/** Accounts: members, sessions, captcha, SMS, messaging and login. */
export function createAccountServices(db: Db, options: { outbox: boolean; providers: ProviderOptions }) {
  const outboxRepository = createOutboxRepository(db);
  const sender = options.outbox ? createOutboxSender(outboxRepository) : createProviderSender(options.providers);
  const captcha = createCaptchaService(createCaptchaRepository(db), { revealAnswers: options.outbox });
  const sessions = createSessionsService(createSessionsRepository(db));
  const members = createMembersService(createMembersRepository(db));
  const sms = createSmsService({ codes: createSmsCodesRepository(db), sender, humanCheck: captchaHumanCheck(captcha) });
  const verifier = createIdentityTokenVerifier();
  const guard = createLoginGuard(createLoginThrottleRepository(db));
  const auth = createAuthService({
    members: members.repository,
    devices: createKnownDevicesRepository(db),
    sessions,
    guard,
    captcha,
    sms,
    verifier,
  });
  const social = createSocialService({
    members: members.repository,
    verifier,
    startSession: (member, remember, merchant, client) =>
      auth.startSession(member, authSettingsOf(merchant), remember, client),
  });
  return {
    encryption: createEncryptionService(createEncryptionKeysRepository(db)),
    captcha,
    /** Failed-login counters: members' logins and operators' share the one mechanism. */
    guard,
    sessions,
    members,
    sms,
    auth,
    social,
    sender,
    /** Present only while messages are kept instead of sent. */
    outbox: options.outbox ? outboxRepository : undefined,
    register: createRegisterService({ members: members.repository, auth, captcha, sms }),
    password: createPasswordService({ members: members.repository, sessions, auth, sms }),
    resetLink: createResetLinkService({
      members: members.repository,
      sessions,
      auth,
      sender,
      resets: createPasswordResetsRepository(db),
    }),
  };
}
