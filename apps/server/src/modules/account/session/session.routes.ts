import { ipAnswerSchema, loginAnswerSchema, loginBodySchema, messageAnswerSchema, verifyAnswerSchema } from '@wiy/shared/account.schema';
import { ClientError } from '../../../lib/client-error.ts';
import { toJsonSchema, type WireApp } from '../../../lib/json-schema.ts';
import { bearerToken } from '../../../plugins/auth.ts';
import { checkApplication } from '../account-input.ts';
import { PASSWORD_CHECKS_PER_ADDRESS } from '../account.limits.ts';
import { answer, body } from '../../../lib/route-schemas.ts';

/** A refused login: the login screen reads `authenticated` and `error`; every other caller of the API reads `Error` (decision 9). */
function refuseLogin(error: unknown): never {
  throw error instanceof ClientError ? error.withFields({ authenticated: false, error: error.message }) : error;
}

/** Login, `/verify`, logout, and the caller's address that the session-time records key on. */
export async function sessionRoutes(app: WireApp): Promise<void> {
  const { sessions } = app.account;
  const limitLogins = app.limitRequests(PASSWORD_CHECKS_PER_ADDRESS);

  app.post(
    '/authenticate',
    {
      onRequest: (request) => limitLogins(request).catch(refuseLogin),
      schema: {
        summary: 'Log in with the mobile number and password; a failure answers authenticated false with the error text',
        tags: ['account'],
        body: body(loginBodySchema),
        response: {
          200: toJsonSchema(loginAnswerSchema),
          ...Object.fromEntries([400, 401, 403, 429].map((s) => [s, toJsonSchema(loginAnswerSchema.partial())])),
        },
      },
    },
    async (request) => {
      try {
        checkApplication(request.body.application, app.config.shortName);
        return await sessions.login(request.body.username, request.body.password);
      } catch (error) {
        return refuseLogin(error);
      }
    },
  );

  app.get(
    '/verify',
    {
      schema: {
        summary: 'Check the bearer token: verified, refereshed (with a new token), not_verified or fail',
        tags: ['account'],
        response: answer(verifyAnswerSchema, [401]),
      },
    },
    async (request) => sessions.verifySession(bearerToken(request)),
  );

  app.post(
    '/lom/logout',
    { onRequest: app.requireUser, schema: { summary: 'End the session of the bearer token', tags: ['account'], response: answer(messageAnswerSchema, [401]) } },
    async (request) => {
      await sessions.logout(request.user!.sessionId);
      return { Message: 'Logged out' };
    },
  );

  app.get(
    '/lom/save/user/ipaddress',
    { schema: { summary: "The caller's IP address, as the session-time records key it", tags: ['account'], response: answer(ipAnswerSchema, []) } },
    async (request) => ({ ip: request.ip }),
  );
}
