import { messages, signUpProblem, USER_TYPE } from '@wiy/shared/account-rules';
import type { CreateUserAnswer, FormField, RegistrationTemplate, SuccessAnswer } from '@wiy/shared/account.schema';
import { ClientError } from '../../../lib/client-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { newId } from '../../../lib/ids.ts';
import type { PasswordHasher } from '../../../lib/password-hash.ts';
import { checkApplication, requireMobile } from '../account-input.ts';
import type { AccountStore } from '../account.store.ts';
import { isCommonPassword } from '../common-passwords.ts';
import type { OtpService } from '../one-time-codes/otp.service.ts';

const SIGN_UP_FIELDS = ['first_name', 'name', 'last_name', 'contact_number', 'user_name', 'password', 'email_id', 'type', 'application'] as const;

/** The answer to a sign-up whose number already waits for a code: the spec's shape (spec 001 §7), nothing changed. */
const CODE_ALREADY_SENT: CreateUserAnswer = { isUserPresent: false, Message: messages.otpAlreadySent };

/** Sign-up (spec 001 §4, §7): a pending account, its code, and the code that verifies it. */
export class SignUpService {
  constructor(
    private readonly store: AccountStore,
    private readonly otp: OtpService,
    private readonly passwords: PasswordHasher,
    private readonly clock: Clock,
    private readonly appCode: string,
  ) {}

  /** The sign-up form the client fills by field name (spec 001 §3). */
  registrationTemplate(): RegistrationTemplate {
    return {
      formRecord: [
        { name: 'first_name', label: 'First name', type: 'text', value: '' },
        { name: 'last_name', label: 'Last name', type: 'text', value: '' },
        { name: 'contact_number', label: 'Mobile number', type: 'tel', value: '' },
        { name: 'email_id', label: 'Email', type: 'email', value: '' },
        { name: 'password', label: 'Password', type: 'password', value: '' },
        { name: 'type', type: 'hidden', value: USER_TYPE },
        { name: 'application', type: 'hidden', value: this.appCode },
      ],
    };
  }

  /**
   * Creates a pending account and sends its code. A verified number answers `isUserPresent` (the screen
   * sends the person to login); a number whose sign-up code is still pending answers that a code was
   * already sent, and nothing changes; once that code has expired, a new sign-up replaces the pending
   * details. Every cheap check (input, registration, a pending code, the code limits) comes before the
   * password hash.
   */
  async signUp(fields: FormField[], ip: string): Promise<CreateUserAnswer> {
    const byName = new Map<string, string>();
    for (const field of fields) {
      if (!(SIGN_UP_FIELDS as readonly string[]).includes(field.name)) throw new ClientError(400, `Unknown field "${field.name}"`);
      byName.set(field.name, field.value);
    }
    if ((byName.get('type') ?? USER_TYPE) !== USER_TYPE) throw new ClientError(400, `The user type must be ${USER_TYPE}`);
    checkApplication(byName.get('application'), this.appCode);
    const values = {
      mobile: byName.get('contact_number') ?? byName.get('user_name') ?? '',
      firstName: byName.get('first_name') ?? byName.get('name') ?? '',
      lastName: byName.get('last_name') ?? '',
      email: byName.get('email_id') ?? '',
      password: byName.get('password') ?? '',
    };
    const problem = signUpProblem(values);
    if (problem) throw new ClientError(400, problem.message);
    if (await isCommonPassword(values.password)) throw new ClientError(400, messages.commonPassword);
    if ((await this.store.repos.users.findByUserName(values.mobile))?.verified) return { isUserPresent: true };
    // The code went to the number's owner: while it is pending, no one else may change the details it will
    // verify, nor have it replaced (decision 200). The owner asks for another through the resend call.
    if (await this.otp.isPending(values.mobile, 'signup')) return CODE_ALREADY_SENT;
    await this.otp.checkIssue(values.mobile, ip);

    const passwordHash = await this.passwords.hash(values.password);
    const at = this.clock.now().toISOString();
    const details = {
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      email: values.email.trim() || null,
      password_hash: passwordHash,
      updated: at,
    };
    const issued = await this.otp.issue(values.mobile, 'signup', ip, {
      unlessPending: true,
      prepare: async (repos) => {
        const existing = await repos.users.findByUserName(values.mobile);
        if (existing?.verified) throw new ClientError(409, messages.alreadyRegistered);
        if (existing) return repos.users.updatePending(existing.id, details);
        await repos.users.insert({
          id: newId(this.clock.now()),
          user_name: values.mobile,
          ...details,
          type: USER_TYPE,
          application: this.appCode,
          role: 'visitor',
          verified: null,
          created: at,
        });
      },
    });
    return issued ? { isUserPresent: false, Message: messages.otpSent } : CODE_ALREADY_SENT;
  }

  /** Sends another sign-up code to a number whose sign-up waits for one. */
  async resendSignUpCode(mobile: string, ip: string): Promise<{ Message: string }> {
    const user = await this.store.repos.users.findByUserName(requireMobile(mobile));
    if (!user || user.verified) throw new ClientError(400, 'No sign-up is waiting for this mobile number');
    await this.otp.issue(user.user_name, 'signup', ip);
    return { Message: messages.otpSent };
  }

  /** The sign-up code: a right one verifies the account. */
  async verifySignUp(mobile: string, code: string): Promise<SuccessAnswer> {
    const number = requireMobile(mobile);
    await this.otp.verify(number, 'signup', code);
    const user = await this.store.repos.users.findByUserName(number);
    if (user) await this.store.repos.users.markVerified(user.id, this.clock.now().toISOString());
    return { success: true, Message: messages.registered };
  }
}
