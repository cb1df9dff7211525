import fp from 'fastify-plugin';
import { createAuditRepository, type AuditRepository } from './audit.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operators' audit log (read by the operator API; written with every admin change). */
    audit: AuditRepository;
  }
}

/** The audit log: who changed what on a merchant's site, and from where. */
export default fp(
  async (app) => {
    app.decorate('audit', createAuditRepository(app.db));
  },
  { name: 'audit', dependencies: ['database'] },
);
