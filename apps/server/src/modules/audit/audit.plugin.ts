import fp from 'fastify-plugin';
import { createAuditRepository, type AuditRepository } from './audit.repository';
import { createAuditedWrites, type AuditedWrites } from './audited-write';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operators' audit log (read by the operator API; written with every admin change). */
    audit: AuditRepository;
    /** Every operator write goes through it: the change, its audit row and the content-version move, together. */
    audited: AuditedWrites;
  }
}

/** The audit log: who changed what on a merchant's site, and from where. */
export default fp(
  async (app) => {
    app.decorate('audit', createAuditRepository(app.db));
    app.decorate('audited', createAuditedWrites(app.db));
  },
  { name: 'audit', dependencies: ['database', 'catalogue'] },
);
