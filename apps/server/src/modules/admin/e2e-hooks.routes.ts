import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { newId } from '../../lib/ids.ts';
import { ClientError } from '../../lib/client-error.ts';
import { toJsonSchema } from '../../lib/json-schema.ts';
import { TOKEN_LIFETIME_MS } from '../../plugins/auth.ts';

const body = z.object({ mobile: z.string().regex(/^\d{10}$/) });

/**
 * End-to-end tests only (registered when E2E_TEST_HOOKS=true, which only the e2e global setup sets):
 * a session token for an existing user without the login screen, so the console's specs do not depend
 * on another screen's flow.
 */
export async function e2eHookRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: z.infer<typeof body> }>(
    '/api/test/session',
    { schema: { hide: true, body: toJsonSchema(body, 'input'), response: { 200: toJsonSchema(z.object({ token: z.string() })) } } },
    async (request) => {
      const user = await app.database.db.selectFrom('app_user').select('id').where('user_name', '=', request.body.mobile).executeTakeFirst();
      if (!user) throw new ClientError(404, 'No such user');
      const now = app.clock.now();
      const expires = new Date(now.getTime() + TOKEN_LIFETIME_MS);
      const sessionId = newId(now);
      await app.database.db
        .insertInto('user_session')
        .values({ id: sessionId, user_id: user.id, created: now.toISOString(), expires: expires.toISOString(), revoked: null })
        .execute();
      return { token: await app.tokens.sign({ userId: user.id, sessionId }, now, expires) };
    },
  );
}
