import { mutedSchema, muteListSchema, muteMergeBodySchema, muteParamsSchema, muteRemovedSchema, muteSchema } from '@wiy/shared/mutes.schema';
import { toJsonSchema, type WireApp } from '../../lib/json-schema.ts';
import { answer, body } from '../../lib/route-schemas.ts';
import { MUTE_CHANGES_PER_ADDRESS, MUTE_MERGES_PER_ADDRESS } from './mutes.limits.ts';

/** A signed-in reader's mutes (decision 093): account data, answered `private, no-store` like every call of the API group. */
export async function mutesRoutes(app: WireApp): Promise<void> {
  const { service } = app.mutes;

  app.get(
    '/api/mutes',
    {
      onRequest: app.requireUser,
      schema: { summary: "The account's mutes, in the order they were added", tags: ['mutes'], response: answer(muteListSchema, [401]) },
    },
    async (request) => service.list(request.user!.id),
  );

  app.put(
    '/api/mutes',
    {
      onRequest: [app.requireUser, app.limitRequests(MUTE_CHANGES_PER_ADDRESS)],
      schema: {
        summary: 'Mute a vendor, a category, a hot topic or words (again: no change); answers the mute',
        tags: ['mutes'],
        body: body(muteSchema),
        response: answer(mutedSchema, [400, 401, 409, 429]),
      },
    },
    async (request) => service.add(request.user!.id, request.body),
  );

  app.delete(
    '/api/mutes/:kind/:value',
    {
      onRequest: [app.requireUser, app.limitRequests(MUTE_CHANGES_PER_ADDRESS)],
      schema: {
        summary: 'Remove a mute',
        tags: ['mutes'],
        params: toJsonSchema(muteParamsSchema, 'input'),
        response: answer(muteRemovedSchema, [400, 401, 429]),
      },
    },
    async (request) => service.remove(request.user!.id, request.params.kind, request.params.value),
  );

  app.post(
    '/api/mutes/merge',
    {
      onRequest: [app.requireUser, app.limitRequests(MUTE_MERGES_PER_ADDRESS)],
      schema: {
        summary: "A device's mutes joined to the account's on sign-in, without repeats; answers the mutes",
        tags: ['mutes'],
        body: body(muteMergeBodySchema),
        response: answer(muteListSchema, [400, 401, 429]),
      },
    },
    async (request) => service.merge(request.user!.id, request.body.mutes),
  );
}
