import { REACH_SERIES_DAYS, REACH_TOP_DAYS, REACH_TOP_LIMIT, reachParamsSchema, reachSeriesSchema, reachTopSchema } from '@wiy/shared/reach.schema';
import { z } from 'zod';
import { errorAnswer, toJsonSchema, type WireApp } from '../../lib/json-schema.ts';
import { idParam } from '../../lib/params.ts';
import { REACH_PER_ADDRESS } from './reach.limits.ts';

/** A count answers nothing: the reader's screen does not wait for it. */
const countedAnswer = { type: 'null', description: 'Counted' };

/**
 * A reader's detail opens and clicks out to the platform (decision 098): anonymous, reading no cookie and setting
 * none; a count keeps nothing about its caller (the per-address limit's window counter aside, kept a day like
 * every limit's). Answered `private, no-store` like every call of the API group. Not a public read: it writes,
 * though only its own table, which no public answer shows, so the kept answers stay.
 */
export async function reachRoutes(app: WireApp): Promise<void> {
  app.post(
    '/api/reach/:uniId/:kind',
    {
      onRequest: app.limitRequests(REACH_PER_ADDRESS),
      schema: {
        summary: "Count one open of a public item's detail, or one click out to its platform, today (UTC); the body is empty",
        tags: ['reach'],
        params: toJsonSchema(reachParamsSchema, 'input'),
        response: { 204: countedAnswer, 400: errorAnswer, 404: errorAnswer, 429: errorAnswer },
      },
    },
    async (request, reply) => {
      await app.reach.service.count(request.params.uniId, request.params.kind);
      return reply.code(204).send();
    },
  );
}

const itemParams = z.object({ uniId: idParam });
const tags = ['admin: reach'];

/** The console's view of the figures; registered among the console's routes, behind their role check. */
export async function reachConsoleRoutes(app: WireApp): Promise<void> {
  const { service } = app.reach;

  app.get(
    '/api/admin/reach/:uniId',
    {
      schema: {
        summary: `An item's opens and clicks of each of the last ${REACH_SERIES_DAYS} days (UTC), oldest first, with their totals`,
        tags,
        params: toJsonSchema(itemParams, 'input'),
        response: { 200: toJsonSchema(reachSeriesSchema), 404: errorAnswer },
      },
    },
    async (request) => service.series(request.params.uniId),
  );

  app.get(
    '/api/admin/reach-top',
    {
      schema: {
        summary: `The items most opened and clicked over the last ${REACH_TOP_DAYS} days (UTC), ${REACH_TOP_LIMIT} at most, most first`,
        tags,
        response: { 200: toJsonSchema(reachTopSchema) },
      },
    },
    async () => service.top(),
  );
}
