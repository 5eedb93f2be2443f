import {
  followListSchema,
  followParamsSchema,
  followSchema,
  pushDeviceForgetSchema,
  pushDeviceSchema,
  pushKeySchema,
  unfollowedSchema,
} from '@wiy/shared/follows.schema';
import { z } from 'zod';
import { toJsonSchema, type WireApp } from '../../lib/json-schema.ts';
import { answer, body } from '../../lib/route-schemas.ts';
import { FOLLOW_CHANGES_PER_ADDRESS, PUSH_DEVICE_CHANGES_PER_ADDRESS } from './follows.limits.ts';

/**
 * A signed-in reader's follows and the browsers their notices go to (decision 094): account data, answered
 * `private, no-store` like every call of the API group.
 */
export async function followsRoutes(app: WireApp): Promise<void> {
  const { service } = app.follows;

  app.get(
    '/api/follows',
    {
      onRequest: app.requireUser,
      schema: { summary: 'The topics the account follows, with their names, oldest first', tags: ['follows'], response: answer(followListSchema, [401]) },
    },
    async (request) => service.list(request.user!.id),
  );

  app.put(
    '/api/follows/:kind/:id',
    {
      onRequest: [app.requireUser, app.limitRequests(FOLLOW_CHANGES_PER_ADDRESS)],
      schema: {
        summary: 'Follow a category or a hot topic (again: no change); answers the follow',
        tags: ['follows'],
        params: toJsonSchema(followParamsSchema, 'input'),
        response: answer(followSchema, [400, 401, 404, 409, 429]),
      },
    },
    async (request) => service.add(request.user!.id, request.params.kind, request.params.id),
  );

  app.delete(
    '/api/follows/:kind/:id',
    {
      onRequest: [app.requireUser, app.limitRequests(FOLLOW_CHANGES_PER_ADDRESS)],
      schema: {
        summary: 'Unfollow a topic',
        tags: ['follows'],
        params: toJsonSchema(followParamsSchema, 'input'),
        response: answer(unfollowedSchema, [400, 401, 429]),
      },
    },
    async (request) => service.remove(request.user!.id, request.params.kind, request.params.id),
  );

  app.get(
    '/api/push/key',
    { schema: { summary: "The server's VAPID public key, which a browser subscribes with", tags: ['follows'], response: answer(pushKeySchema, []) } },
    async () => ({ publicKey: app.follows.publicKey }),
  );

  app.put(
    '/api/push/device',
    {
      onRequest: [app.requireUser, app.limitRequests(PUSH_DEVICE_CHANGES_PER_ADDRESS)],
      schema: {
        summary: "Keep this browser's push subscription for the account's notices",
        tags: ['follows'],
        body: body(pushDeviceSchema),
        response: answer(z.object({ saved: z.boolean() }), [400, 401, 429]),
      },
    },
    async (request) => service.saveDevice(request.user!.id, request.body),
  );

  app.delete(
    '/api/push/device',
    {
      onRequest: [app.requireUser, app.limitRequests(PUSH_DEVICE_CHANGES_PER_ADDRESS)],
      schema: {
        summary: "Stop the account's notices to this browser (on sign-out)",
        tags: ['follows'],
        body: body(pushDeviceForgetSchema),
        response: answer(unfollowedSchema, [400, 401, 429]),
      },
    },
    async (request) => service.removeDevice(request.user!.id, request.body.endpoint),
  );
}
