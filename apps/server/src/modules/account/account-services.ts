import fp from 'fastify-plugin';
import { PasswordHasher } from '../../lib/password-hash.ts';
import { AccountStore } from './account.store.ts';
import { DataExportService } from './data-export/data-export.service.ts';
import { DeletionService } from './deletion/deletion.service.ts';
import { OtpService } from './one-time-codes/otp.service.ts';
import { createSmsTransport } from './one-time-codes/sms.transport.ts';
import { PasswordResetService } from './password-reset/password-reset.service.ts';
import { PushService } from './push/push.service.ts';
import { SessionTimeService } from './session-time/session-time.service.ts';
import { LoginThrottle } from './session/login-throttle.service.ts';
import { SessionService } from './session/session.service.ts';
import { SignUpService } from './sign-up/sign-up.service.ts';

/** What the account's routes, its maintenance job and authentication (plugins/auth.ts) call. */
interface AccountServices {
  sessions: SessionService;
  signUps: SignUpService;
  passwordResets: PasswordResetService;
  deletions: DeletionService;
  push: PushService;
  sessionTimes: SessionTimeService;
  dataExport: DataExportService;
}

declare module 'fastify' {
  interface FastifyInstance {
    account: AccountServices;
  }
}

/**
 * The account's services, built once over one store, one password hasher (its concurrency and queue are
 * for the whole process), one SMS transport and one login throttle, which login, password reset and
 * deletion share.
 */
export const accountServices = fp(
  async (app) => {
    const { config, clock } = app;
    const passwords = new PasswordHasher(config.passwordHashConcurrency, config.passwordHashQueue);
    const store = new AccountStore(app.database);
    // The OTP hashes are keyed with a key derived from the token secret: one secret to keep, two uses.
    const otpKey = `otp:${app.tokenSecret}`;
    const otp = new OtpService(store, createSmsTransport(config.smsTransport, app.log), clock, otpKey, config.displayName, app.log, {
      perIpHour: config.otpMaxPerIpHour,
      smsPerHour: config.smsPerHour,
    });
    const throttle = new LoginThrottle(store);
    app.decorate('account', {
      sessions: new SessionService(store, throttle, passwords, app.tokens, clock),
      signUps: new SignUpService(store, otp, passwords, clock, config.shortName),
      passwordResets: new PasswordResetService(store, otp, throttle, passwords, clock),
      deletions: new DeletionService(store, throttle, passwords, clock),
      push: new PushService(store, clock, config.shortName),
      sessionTimes: new SessionTimeService(store, clock),
      dataExport: new DataExportService(store, app.saved.repository, app.mutes.repository, app.follows.repository, clock),
    });
  },
  { name: 'account', dependencies: ['app-dependencies', 'session-tokens', 'saved', 'mutes', 'follows'] },
);
