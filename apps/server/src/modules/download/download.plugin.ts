import fp from 'fastify-plugin';
import { downloadRoutes } from './download.routes';

/** What makes a site installable: the web app manifest, the app icon and the iOS web clip. */
export default fp(async (app) => app.register(downloadRoutes), { name: 'download', dependencies: ['site'] });
