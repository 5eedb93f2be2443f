import type { WireApp } from '../../../lib/json-schema.ts';
import { subscribeAnswerSchema, subscribeBodySchema } from '@wiy/shared/account.schema';
import { anonymousWritesCeiling, PUSH_SUBSCRIPTIONS_PER_ADDRESS } from '../account.limits.ts';
import { answer, body } from '../../../lib/route-schemas.ts';

/** The native wrapper's push subscriptions. */
export async function pushRoutes(app: WireApp): Promise<void> {
  app.post(
    '/firebase/subscribe',
    {
      onRequest: app.limitRequests(PUSH_SUBSCRIPTIONS_PER_ADDRESS, anonymousWritesCeiling('push', app.config.anonymousWritesPerHour)),
      schema: {
        summary: "Subscribe a native wrapper's push token to the product's topic",
        tags: ['account'],
        body: body(subscribeBodySchema),
        response: answer(subscribeAnswerSchema, [400, 429]),
      },
    },
    async (request) => app.account.push.subscribe(request.body),
  );
}
