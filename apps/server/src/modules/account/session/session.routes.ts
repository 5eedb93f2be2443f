import {
  createUserAnswerSchema,
  createUserBodySchema,
  deleteBodySchema,
  forgotBodySchema,
  ipAnswerSchema,
  loginAnswerSchema,
  loginBodySchema,
  messageAnswerSchema,
  newPasswordBodySchema,
  registrationTemplateSchema,
  resendBodySchema,
  resetOtpBodySchema,
  signUpOtpBodySchema,
  subscribeAnswerSchema,
  subscribeBodySchema,
  successAnswerSchema,
  successTextAnswerSchema,
  verifyAnswerSchema,
} from '@wiy/shared/account.schema';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ClientError } from '../../lib/client-error.ts';
import { toJsonSchema } from '../../lib/json-schema.ts';
import { PasswordHasher } from '../../lib/password-hash.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { sendClientError } from '../../plugins/errors.ts';
import {
  anonymousWritesCeiling,
  CODE_CALLS_PER_ADDRESS,
  PASSWORD_CHECKS_PER_ADDRESS,
  PUSH_SUBSCRIPTIONS_PER_ADDRESS,
  SIGN_UPS_PER_ADDRESS,
} from './account.limits.ts';
import { AccountStore } from './account.store.ts';
import { AuthService } from './auth.service.ts';
import { scheduleAccountMaintenance } from './deletion.job.ts';
import { e2eClockRoutes } from './e2e-clock.routes.ts';
import { DeletionService } from './deletion.service.ts';
import { LoginThrottle } from './login-throttle.service.ts';
import { OtpService } from './otp.service.ts';
import { PushService } from './push.service.ts';
import { createSmsTransport } from './sms.transport.ts';

const errorAnswer = { type: 'object', properties: { Error: { type: 'string' } }, required: ['Error'] };
const body = (schema: z.ZodType) => toJsonSchema(schema, 'input');
const answer = (schema: z.ZodType, errors: number[] = [400, 429]) => ({
  200: toJsonSchema(schema),
  ...Object.fromEntries(errors.map((status) => [status, errorAnswer])),
});

/**
 * Every call of spec 001 §7 but the session-time beacon (see session-time.routes.ts), plus `POST
 * /lom/logout` so that Logout ends the session on the server too. Registered inside the context that
 * checks the Application header. Every answer here carries a token or account data: none is stored by a
 * cache (issue 15). Every call that hashes a password, sends or checks a code, or stores anything is
 * limited per address before its body is read.
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { config, clock } = app;
  const passwordLimit = app.limitRequests(PASSWORD_CHECKS_PER_ADDRESS);
  const codeLimit = app.limitRequests(CODE_CALLS_PER_ADDRESS);
  const passwords = new PasswordHasher(config.passwordHashConcurrency, config.passwordHashQueue);
  const store = new AccountStore(app.database);
  // The OTP hashes are keyed with a key derived from the token secret: one secret to keep, two uses.
  const otpKey = `otp:${app.tokenSecret}`;
  const otp = new OtpService(store, createSmsTransport(config.smsTransport, app.log), clock, otpKey, config.displayName, app.log, config.otpMaxPerIpHour);
  const throttle = new LoginThrottle(store);
  const auth = new AuthService(store, otp, throttle, passwords, app.tokens, clock, config.shortName);
  const deletions = new DeletionService(store, throttle, passwords, clock);
  const push = new PushService(store, clock, config.shortName);
  scheduleAccountMaintenance(app, deletions);
  if (config.e2eTestHooks) await app.register(e2eClockRoutes);

  app.post<{ Body: z.infer<typeof loginBodySchema> }>(
    '/authenticate',
    {
      onRequest: passwordLimit,
      // The login screen reads `error`; every other caller of the API reads `Error` (decision 9).
      errorHandler: (error, request, reply) =>
        error instanceof ClientError ? sendClientError(reply, error, { authenticated: false, error: error.message }) : app.errorHandler(error, request, reply),
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
      auth.checkApplication(request.body.application);
      return auth.login(request.body.username, request.body.password);
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
    async (request) => auth.verifySession(bearerToken(request)),
  );

  app.post(
    '/lom/logout',
    { onRequest: app.requireUser, schema: { summary: 'End the session of the bearer token', tags: ['account'], response: answer(messageAnswerSchema, [401]) } },
    async (request) => {
      await auth.logout(request.user!.sessionId);
      return { Message: 'Logged out' };
    },
  );

  app.get(
    '/lom/registration/user',
    { schema: { summary: 'The sign-up form template, filled by field name', tags: ['account'], response: answer(registrationTemplateSchema, []) } },
    async () => auth.registrationTemplate(),
  );

  app.post<{ Body: z.infer<typeof createUserBodySchema> }>(
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
    async (request) => auth.signUp(request.body.formRecord, request.ip),
  );

  app.post<{ Body: z.infer<typeof signUpOtpBodySchema> }>(
    '/lom/set/mobile/matchOtp/external',
    {
      onRequest: codeLimit,
      schema: { summary: 'Verify the sign-up OTP', tags: ['account'], body: body(signUpOtpBodySchema), response: answer(successAnswerSchema) },
    },
    async (request) => {
      auth.checkApplication(request.body.application);
      return auth.verifySignUp(request.body.mobile, request.body.otp);
    },
  );

  app.post<{ Body: z.infer<typeof resetOtpBodySchema> }>(
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
      auth.checkApplication(request.body.application);
      return auth.verifyReset(request.body.user_name, request.body.otp);
    },
  );

  app.post<{ Body: z.infer<typeof resendBodySchema> }>(
    '/lom/set/resend/otp/external',
    {
      onRequest: codeLimit,
      schema: { summary: 'Send another sign-up OTP', tags: ['account'], body: body(resendBodySchema), response: answer(messageAnswerSchema, [400, 429, 503]) },
    },
    async (request) => {
      auth.checkApplication(request.body.application);
      return auth.resendSignUpCode(request.body.mobile, request.ip);
    },
  );

  app.post<{ Body: z.infer<typeof forgotBodySchema> }>(
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
      auth.checkApplication(request.body.application);
      return auth.forgotPassword(request.body.user_name, request.ip);
    },
  );

  app.post<{ Body: z.infer<typeof newPasswordBodySchema> }>(
    '/lom/set/createnewpassword',
    {
      onRequest: passwordLimit,
      schema: {
        summary: 'Set a new password after a verified reset OTP; ends every session',
        tags: ['account'],
        body: body(newPasswordBodySchema),
        response: answer(successTextAnswerSchema, [400, 429]),
      },
    },
    async (request) => {
      auth.checkApplication(request.body.application);
      return auth.setNewPassword(request.body.user_name, request.body.password, request.body.reset_token);
    },
  );

  app.get(
    '/lom/check/deletestatus',
    {
      onRequest: app.requireUser,
      schema: { summary: "Message 'Requested' when the account's deletion was asked for", tags: ['account'], response: answer(messageAnswerSchema, [401]) },
    },
    async (request) => deletions.status(request.user!.id),
  );

  app.post<{ Body: z.infer<typeof deleteBodySchema> }>(
    '/lom/delete/account',
    {
      onRequest: [app.requireUser, passwordLimit],
      schema: {
        summary: 'Ask for the deletion of the account (password checked); ends every session',
        tags: ['account'],
        body: body(deleteBodySchema),
        response: answer(successTextAnswerSchema, [400, 401, 429]),
      },
    },
    async (request) => deletions.request(request.user!, request.body),
  );

  app.get(
    '/lom/save/user/ipaddress',
    { schema: { summary: "The caller's IP address, as the session-time records key it", tags: ['account'], response: answer(ipAnswerSchema, []) } },
    async (request) => ({ ip: request.ip }),
  );

  app.post<{ Body: z.infer<typeof subscribeBodySchema> }>(
    '/firebase/subscribe',
    {
      onRequest: app.limitRequests(PUSH_SUBSCRIPTIONS_PER_ADDRESS, anonymousWritesCeiling('push', config.anonymousWritesPerHour)),
      schema: {
        summary: "Subscribe a native wrapper's push token to the product's topic",
        tags: ['account'],
        body: body(subscribeBodySchema),
        response: answer(subscribeAnswerSchema, [400, 429]),
      },
    },
    async (request) => push.subscribe(request.body),
  );
}
