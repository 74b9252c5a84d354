import { FEEDBACK_WINDOW_MINUTES, FeedbackCreatedSchema, FeedbackInputSchema, FeedbackListQuerySchema, FeedbackPageSchema } from '@vizyt/contracts';
import { limitByIp } from '../../http/middleware/rate-limit.js';
import { adminsOnly, publicAccess } from '../../http/policies.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { FastLimiterFactory } from '../../lib/rate-limit.js';
import type { FeedbackService } from './feedback.service.js';

const TAGS = ['Help'];

export const feedbackRoutes = ({ feedback, perIp, fastLimiter }: { feedback: FeedbackService; perIp: number; fastLimiter: FastLimiterFactory }): RouteDefinition[] => {
  // It slows down one client's flood of the public form: counted in Redis across instances with
  // REDIS_URL, else in this process.
  const perClient = limitByIp(fastLimiter('feedback', perIp, FEEDBACK_WINDOW_MINUTES * 60));
  return [
    defineRoute({
      method: 'post',
      path: '/feedback',
      summary: 'Write to support (the help page’s form)',
      description:
        'Open to guests, who must give `email` (400 without it); for a signed-in person the account’s e-mail is used. ' +
        'Stored for the admins (GET /feedback) and e-mailed to SUPPORT_EMAIL when it is configured. ' +
        `At most ${perIp} messages per client address per ${FEEDBACK_WINDOW_MINUTES} minutes (429 after).`,
      tags: TAGS,
      policy: publicAccess,
      middleware: [perClient],
      request: { body: FeedbackInputSchema },
      response: FeedbackCreatedSchema,
      successStatus: 201,
      errors: [429],
      handler: async ({ input, actor }) => ({ feedback: await feedback.submit(actor, input.body) }),
    }),
    defineRoute({
      method: 'get',
      path: '/feedback',
      summary: 'Messages to support (admins)',
      description: 'Newest first, paged (default 20), with who sent each (null for guests) and where to answer.',
      tags: TAGS,
      policy: adminsOnly,
      request: { query: FeedbackListQuerySchema },
      response: FeedbackPageSchema,
      handler: async ({ input }) => feedback.list(input.query),
    }),
  ];
};
