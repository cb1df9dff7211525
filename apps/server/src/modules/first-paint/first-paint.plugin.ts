import fp from 'fastify-plugin';
import { createFirstPaint, type FirstPaintService } from './first-paint.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app page with the server's first paint for the pages that have one (plugins/static.ts sends it). */
    firstPaint: FirstPaintService;
  }
}

/** The first paint of home, promotions and notices: the built template filled with this merchant's data. */
export default fp(
  async (app) => {
    app.decorate('firstPaint', createFirstPaint(app.config.webDist, app));
  },
  { name: 'first-paint', dependencies: ['site', 'site-status', 'banners', 'promotions', 'announcements'] },
);
