import fp from 'fastify-plugin';
import { createLocalFileStorage } from '../../lib/file-storage';
import { feedbackAdminRoutes } from './feedback-admin.routes';
import { createFeedbackRepository } from './feedback.repository';
import { feedbackRoutes } from './feedback.routes';
import { createFeedbackService, type FeedbackService } from './feedback.service';

declare module 'fastify' {
  interface FastifyInstance {
    feedback: FeedbackService;
  }
}

/** Members' feedback with pictures, and the operators' replies into the member's inbox. */
export default fp(
  async (app) => {
    const feedback = createFeedbackService({
      repository: createFeedbackRepository(app.db),
      storage: createLocalFileStorage(app.config.uploadsDir),
      audited: app.audited,
      inbox: app.inbox,
    });
    app.decorate('feedback', feedback);
    await app.register(feedbackRoutes);
    await app.register(feedbackAdminRoutes);
  },
  { name: 'feedback', dependencies: ['audit', 'inbox', 'member-auth', 'operator-auth'] },
);
