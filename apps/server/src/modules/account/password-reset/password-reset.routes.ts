import type { WireApp } from '../../../lib/json-schema.ts';
import {
  forgotBodySchema,
  messageAnswerSchema,
  newPasswordBodySchema,
  resetOtpBodySchema,
  successAnswerSchema,
  successTextAnswerSchema,
} from '@wiy/shared/account.schema';
import { checkApplication } from '../account-input.ts';
import { CODE_CALLS_PER_ADDRESS, PASSWORD_CHECKS_PER_ADDRESS } from '../account.limits.ts';
import { answer, body } from '../../../lib/route-schemas.ts';

/** The three steps of a password reset: ask for a code, check it, set the new password. */
export async function passwordResetRoutes(app: WireApp): Promise<void> {
  const { passwordResets } = app.account;
  const codeLimit = app.limitRequests(CODE_CALLS_PER_ADDRESS);

  app.post(
    '/lom/set/forgetpassword',
    {
      onRequest: codeLimit,
      schema: {
        summary: 'Send a password-reset OTP; the answer is the same for an unknown number',
        tags: ['account'],
        body: body(forgotBodySchema),
        response: answer(messageAnswerSchema, [400, 429, 503]),
      },
    },
    async (request) => {
      checkApplication(request.body.application, app.config.shortName);
      return passwordResets.forgotPassword(request.body.user_name, request.ip);
    },
  );

  app.post(
    '/lom/set/matchOtp',
    {
      onRequest: codeLimit,
      schema: {
        summary: 'Verify the password-reset OTP; answers the reset_token createnewpassword needs',
        tags: ['account'],
        body: body(resetOtpBodySchema),
        response: answer(successAnswerSchema),
      },
    },
    async (request) => {
      checkApplication(request.body.application, app.config.shortName);
      return passwordResets.verifyReset(request.body.user_name, request.body.otp);
    },
  );

  app.post(
    '/lom/set/createnewpassword',
    {
      onRequest: app.limitRequests(PASSWORD_CHECKS_PER_ADDRESS),
      schema: {
        summary: 'Set a new password after a verified reset OTP; ends every session',
        tags: ['account'],
        body: body(newPasswordBodySchema),
        response: answer(successTextAnswerSchema, [400, 429]),
      },
    },
    async (request) => {
      checkApplication(request.body.application, app.config.shortName);
      return passwordResets.setNewPassword(request.body.user_name, request.body.password, request.body.reset_token);
    },
  );
}
