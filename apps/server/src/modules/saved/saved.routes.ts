import {
  savedCardsQuerySchema,
  savedCardsSchema,
  savedEntrySchema,
  savedItemParamsSchema,
  savedListSchema,
  savedMergeBodySchema,
  savedRemovedSchema,
} from '@wiy/shared/saved.schema';
import { toJsonSchema, type WireApp } from '../../lib/json-schema.ts';
import { answer, body } from '../../lib/route-schemas.ts';
import { SAVE_CHANGES_PER_ADDRESS, SAVED_MERGES_PER_ADDRESS } from './saved.limits.ts';
const params = toJsonSchema(savedItemParamsSchema, 'input');

/** A signed-in reader's saves (decision 092): account data, answered `private, no-store` like every call of the API group. */
export async function savedRoutes(app: WireApp): Promise<void> {
  const { service } = app.saved;

  app.get(
    '/api/saved',
    {
      onRequest: app.requireUser,
      schema: { summary: "The account's saved items still public, newest saved first", tags: ['saved'], response: answer(savedListSchema, [401]) },
    },
    async (request) => service.list(request.user!.id),
  );

  app.put(
    '/api/saved/:uniId',
    {
      onRequest: [app.requireUser, app.limitRequests(SAVE_CHANGES_PER_ADDRESS)],
      schema: {
        summary: 'Save a public item (again: no change); answers its save',
        tags: ['saved'],
        params,
        response: answer(savedEntrySchema, [400, 401, 404, 409, 429]),
      },
    },
    async (request) => service.save(request.user!.id, request.params.uniId),
  );

  app.delete(
    '/api/saved/:uniId',
    {
      onRequest: [app.requireUser, app.limitRequests(SAVE_CHANGES_PER_ADDRESS)],
      schema: { summary: 'Remove a save', tags: ['saved'], params, response: answer(savedRemovedSchema, [400, 401, 429]) },
    },
    async (request) => service.remove(request.user!.id, request.params.uniId),
  );

  app.post(
    '/api/saved/merge',
    {
      onRequest: [app.requireUser, app.limitRequests(SAVED_MERGES_PER_ADDRESS)],
      schema: {
        summary: "A device's saves joined to the account's on sign-in, without repeats; answers the saves",
        tags: ['saved'],
        body: body(savedMergeBodySchema),
        response: answer(savedListSchema, [400, 401, 429]),
      },
    },
    async (request) => service.merge(request.user!.id, request.body.saved),
  );
}

/** The cards of saved items by id: public data, the same for anyone who asks, kept like every public read. */
export async function savedCardsRoutes(app: WireApp): Promise<void> {
  app.get(
    '/api/saved_cards',
    {
      schema: {
        summary: 'The cards of up to 20 items by id, in the order asked; an item no longer public is left out',
        tags: ['saved'],
        querystring: toJsonSchema(savedCardsQuerySchema, 'input'),
        response: answer(savedCardsSchema, [400]),
      },
    },
    async (request) => app.saved.service.cards(request.query.ids.split(',')),
  );
}
