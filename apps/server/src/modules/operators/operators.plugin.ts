import fp from 'fastify-plugin';
import { secretBoxOf } from '../../lib/secret-box';
import { createOperatorAccountsRepository } from './operator-accounts.repository';
import { operatorAccountsRoutes } from './operator-accounts.routes';
import { createOperatorAccountsService, type OperatorAccountsService } from './operator-accounts.service';
import { createOperatorLoginService, type OperatorLoginService } from './operator-login.service';
import { createOperatorsRepository } from './operators.repository';
import { operatorsAdminRoutes } from './operators-admin.routes';
import { createOperatorsService, type OperatorsService } from './operators.service';
import { createTwoFactorRepository } from './two-factor.repository';
import { twoFactorRoutes } from './two-factor.routes';
import { createTwoFactorService, type TwoFactorService } from './two-factor.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Operators and their sessions: plugins/operator-auth.ts resolves request.operator through it. */
    operators: OperatorsService;
    operatorLogin: OperatorLoginService;
    /** The TOTP code step of sign-in and an operator's own enrolment. */
    twoFactor: TwoFactorService;
    /** Admins running their merchant's operators. */
    operatorAccounts: OperatorAccountsService;
  }
}

/** Operator accounts: sign-in (behind the login guard and captcha, with TOTP), sessions, accounts and the audit log's reader. */
export default fp(
  async (app) => {
    const repository = createOperatorsRepository(app.db);
    const twoFactorRepository = createTwoFactorRepository(app.db);
    const deps = {
      repository,
      twoFactor: twoFactorRepository,
      guard: app.guard,
      captcha: app.captcha,
      audited: app.audited,
    };
    const login = createOperatorLoginService(deps);
    app.decorate('operators', createOperatorsService(repository, app.audited));
    app.decorate('operatorLogin', login);
    app.decorate('twoFactor', createTwoFactorService({ ...deps, login, box: secretBoxOf(app.config) }));
    app.decorate(
      'operatorAccounts',
      createOperatorAccountsService(createOperatorAccountsRepository(app.db), twoFactorRepository, app.audited),
    );
    await app.register(operatorsAdminRoutes);
    await app.register(operatorAccountsRoutes);
    await app.register(twoFactorRoutes);
  },
  { name: 'operators', dependencies: ['auth', 'captcha', 'audit'] },
);
