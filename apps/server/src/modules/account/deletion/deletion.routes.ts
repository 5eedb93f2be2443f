import type { WireApp } from '../../../lib/json-schema.ts';
import { deleteBodySchema, messageAnswerSchema, successTextAnswerSchema } from '@wiy/shared/account.schema';
import { PASSWORD_CHECKS_PER_ADDRESS } from '../account.limits.ts';
import { answer, body } from '../../../lib/route-schemas.ts';

/** The signed-in user's deletion request and its status; the removal itself is the maintenance job's (deletion.job.ts). */
export async function deletionRoutes(app: WireApp): Promise<void> {
  const { deletions } = app.account;

  app.get(
    '/lom/check/deletestatus',
    {
      onRequest: app.requireUser,
      schema: { summary: "Message 'Requested' when the account's deletion was asked for", tags: ['account'], response: answer(messageAnswerSchema, [401]) },
    },
    async (request) => deletions.status(request.user!.id),
  );

  app.post(
    '/lom/delete/account',
    {
      onRequest: [app.requireUser, app.limitRequests(PASSWORD_CHECKS_PER_ADDRESS)],
      schema: {
        summary: 'Ask for the deletion of the account (password checked); ends every session',
        tags: ['account'],
        body: body(deleteBodySchema),
        response: answer(successTextAnswerSchema, [400, 401, 429]),
      },
    },
    async (request) => deletions.request(request.user!, request.body),
  );
}
