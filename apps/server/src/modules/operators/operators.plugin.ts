import fp from 'fastify-plugin';
import { createOperatorLoginService, type OperatorLoginService } from './operator-login.service';
import { createOperatorsRepository } from './operators.repository';
import { operatorsAdminRoutes } from './operators-admin.routes';
import { createOperatorsService, type OperatorsService } from './operators.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Operators and their sessions: plugins/operator-auth.ts resolves request.operator through it. */
    operators: OperatorsService;
    operatorLogin: OperatorLoginService;
  }
}

/** Operator accounts: sign-in (behind the login guard and captcha), sessions and the audit log's reader. */
export default fp(
  async (app) => {
    const repository = createOperatorsRepository(app.db);
    app.decorate('operators', createOperatorsService(repository, app.audited));
    app.decorate(
      'operatorLogin',
      createOperatorLoginService({ repository, guard: app.guard, captcha: app.captcha, audited: app.audited }),
    );
    await app.register(operatorsAdminRoutes);
  },
  { name: 'operators', dependencies: ['auth', 'captcha', 'audit'] },
);
