import { spentTimeBodySchema } from '@wiy/shared/account.schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ClientError } from '../../../lib/client-error.ts';
import { toJsonSchema, typedSchema, type WireApp } from '../../../lib/json-schema.ts';
import { UNKNOWN_APPLICATION } from '../../../plugins/application-header.ts';
import { anonymousWritesCeiling, SESSION_TIMES_PER_ADDRESS } from '../account.limits.ts';
import { answer } from '../../../lib/route-schemas.ts';

/** A session-time record is a few hundred bytes; nothing bigger is read. */
const SPENT_TIME_BODY_LIMIT = 2048;

/**
 * `POST /lom/save/spent/time` (spec 001 §7). The web app sends it with `navigator.sendBeacon` as the tab
 * closes, and a beacon can carry neither headers nor a JSON content type: so this route sits outside the
 * Application-header context, takes the app code from the header or from `?application=`, and reads a
 * text/plain body as JSON. Anyone may send one, so it is taken only from the app's own pages (a browser
 * names the page's origin) or with a signed-in user's token, and it is limited per address and for all
 * addresses together; one row per session, whatever the number of times it is sent.
 */
export async function sessionTimeRoutes(app: WireApp): Promise<void> {
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: SPENT_TIME_BODY_LIMIT }, (_request, text, done) => {
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(new ClientError(400, 'The body must be JSON'), undefined);
    }
  });

  app.post(
    '/lom/save/spent/time',
    {
      bodyLimit: SPENT_TIME_BODY_LIMIT,
      schema: {
        summary: 'Save a session-time record (userId is the saved IP address; timeSpent HH:MM:SS)',
        tags: ['account'],
        querystring: typedSchema<{ application?: string }>({ type: 'object', properties: { application: { type: 'string', maxLength: 40 } } }),
        body: toJsonSchema(spentTimeBodySchema, 'input'),
        response: answer(z.object({ Message: z.string().optional() }), [400, 403, 429]),
      },
      onRequest: [
        async (request) => {
          const code = request.headers.application ?? request.query.application;
          if (code !== app.config.shortName) throw new ClientError(400, UNKNOWN_APPLICATION);
          if (!fromOwnPage(request) && !(await app.authenticate(request))) {
            throw new ClientError(403, 'Session times are taken only from the app itself or with a sign-in');
          }
        },
        app.limitRequests(SESSION_TIMES_PER_ADDRESS, anonymousWritesCeiling('session-time', app.config.anonymousWritesPerHour)),
      ],
    },
    async (request) => {
      await app.account.sessionTimes.save(request.body);
      return { Message: 'Saved' };
    },
  );
}

/**
 * Whether a browser says the request comes from a page of this site: `Sec-Fetch-Site` where the browser
 * sends it, else an `Origin` whose host is the one the request was sent to. Another site's page cannot
 * forge either; a client that sends neither is not a page of ours.
 */
function fromOwnPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  const own = `${request.protocol}://${request.host}`;
  if (origin === undefined || !URL.canParse(origin) || !URL.canParse(own)) return false;
  // Through URL both sides drop a default port (`localhost:80` is `localhost`).
  return new URL(origin).origin === new URL(own).origin;
}
