import type { WireApp } from '../../../lib/json-schema.ts';
import {
  createUserAnswerSchema,
  createUserBodySchema,
  messageAnswerSchema,
  registrationTemplateSchema,
  resendBodySchema,
  signUpOtpBodySchema,
  successAnswerSchema,
} from '@wiy/shared/account.schema';
import { checkApplication } from '../account-input.ts';
import { CODE_CALLS_PER_ADDRESS, PASSWORD_CHECKS_PER_ADDRESS, SIGN_UPS_PER_ADDRESS } from '../account.limits.ts';
import { answer, body } from '../../../lib/route-schemas.ts';

/** The sign-up template, sign-up itself, and its code: checked, or sent again. */
export async function signUpRoutes(app: WireApp): Promise<void> {
  const { signUps } = app.account;
  const codeLimit = app.limitRequests(CODE_CALLS_PER_ADDRESS);

  app.get(
    '/lom/registration/user',
    { schema: { summary: 'The sign-up form template, filled by field name', tags: ['account'], response: answer(registrationTemplateSchema, []) } },
    async () => signUps.registrationTemplate(),
  );

  app.post(
    '/lom/create/externalrecord/user',
    {
      onRequest: app.limitRequests(SIGN_UPS_PER_ADDRESS, PASSWORD_CHECKS_PER_ADDRESS),
      schema: {
        summary: 'Sign up with the filled template; sends the sign-up OTP',
        tags: ['account'],
        body: body(createUserBodySchema),
        response: answer(createUserAnswerSchema, [400, 409, 429, 503]),
      },
    },
    async (request) => signUps.signUp(request.body.formRecord, request.ip),
  );

  app.post(
    '/lom/set/mobile/matchOtp/external',
    {
      onRequest: codeLimit,
      schema: { summary: 'Verify the sign-up OTP', tags: ['account'], body: body(signUpOtpBodySchema), response: answer(successAnswerSchema) },
    },
    async (request) => {
      checkApplication(request.body.application, app.config.shortName);
      return signUps.verifySignUp(request.body.mobile, request.body.otp);
    },
  );

  app.post(
    '/lom/set/resend/otp/external',
    {
      onRequest: codeLimit,
      schema: { summary: 'Send another sign-up OTP', tags: ['account'], body: body(resendBodySchema), response: answer(messageAnswerSchema, [400, 429, 503]) },
    },
    async (request) => {
      checkApplication(request.body.application, app.config.shortName);
      return signUps.resendSignUpCode(request.body.mobile, request.ip);
    },
  );
}
