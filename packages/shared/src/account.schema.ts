import { z } from './zod.ts';
import {
  DELETE_DESCRIPTION_MAX,
  DELETE_DESCRIPTION_MIN,
  DELETE_REASONS,
  messages,
  mobileFromPrefixed,
  newPasswordProblem,
  OTP_DIGITS,
  signUpProblem,
  type SignUpField,
} from './account-rules.ts';

/** Generous caps on free text so that a request can never carry megabytes into a hash or a row. */
const text = (max: number) => z.string().max(max);
const application = text(40);
/** Push tokens are about 160 characters (FCM) or 64 (APNs); room to spare, never kilobytes per row. */
export const PUSH_TOKEN_MAX_LENGTH = 512;

/** POST /authenticate (spec 001 §7). */
export const loginBodySchema = z.object({ username: text(20), password: text(512), application: application.optional() });
export const loginAnswerSchema = z.object({
  authenticated: z.boolean(),
  token: z.string().optional(),
  passwordReset: z.boolean().optional(),
  error: z.string().optional(),
  Error: z.string().optional(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** GET /verify: an array read by position, [0].response, [1].token, [3].name, [4].userId (spec 001 §7). */
export const verifyOutcomes = ['verified', 'refereshed', 'fail', 'not_verified'] as const;
export const verifyAnswerSchema = z.tuple([
  z.object({ response: z.enum(verifyOutcomes) }),
  z.object({ token: z.string().nullable() }),
  z.object({ type: z.string().nullable() }),
  z.object({ name: z.string().nullable() }),
  z.object({ userId: z.string().nullable() }),
]);
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>;

/** One field of the sign-up form template, filled by name (spec 001 §3). */
export const formFieldSchema = z.object({ name: text(40), label: text(80).optional(), type: text(20).optional(), value: text(512) });
export type FormField = z.infer<typeof formFieldSchema>;
export const registrationTemplateSchema = z.object({ formRecord: z.array(formFieldSchema) });
export type RegistrationTemplate = z.infer<typeof registrationTemplateSchema>;
export const createUserBodySchema = z.object({ formRecord: z.array(formFieldSchema).max(20) });
export const createUserAnswerSchema = z.object({ isUserPresent: z.boolean(), Message: z.string().optional() });
export type CreateUserAnswer = z.infer<typeof createUserAnswerSchema>;

export const signUpOtpBodySchema = z.object({ mobile: text(20), otp: text(12), application: application.optional() });
export const resetOtpBodySchema = z.object({ user_name: text(20), otp: text(12), application: application.optional() });
export const resendBodySchema = z.object({ mobile: text(20), application: application.optional() });
export const forgotBodySchema = z.object({ user_name: text(20), application: application.optional(), resend_otp: z.enum(['true', 'false']).optional() });
export const newPasswordBodySchema = z.object({ user_name: text(20), password: text(512), reset_token: text(100), application: application.optional() });
export const messageAnswerSchema = z.object({ Message: z.string() });
export const successAnswerSchema = z.object({ success: z.boolean(), Message: z.string().optional(), reset_token: z.string().optional() });
export type SuccessAnswer = z.infer<typeof successAnswerSchema>;
export const successTextAnswerSchema = z.object({ Success: z.string() });

export const deleteBodySchema = z.object({
  password: text(512),
  reason: z.enum(DELETE_REASONS),
  description: text(DELETE_DESCRIPTION_MAX),
});
export const spentTimeBodySchema = z.object({ userId: text(64), startTime: text(40), endTime: text(40), timeSpent: text(12) });
export type SpentTime = z.infer<typeof spentTimeBodySchema>;
export const subscribeBodySchema = z.object({ recipientToken: text(PUSH_TOKEN_MAX_LENGTH).min(1), topic: text(40), application_name: text(40) });
export const subscribeAnswerSchema = z.object({ success: z.boolean() });
export const ipAnswerSchema = z.object({ ip: z.string() });

/* The forms' schemas: same rules as the server (account-rules), one message at a time in the spec's order. */

export const signUpFormSchema = z
  .object({
    mobile: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((values, ctx) => {
    const problem = signUpProblem(values);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field satisfies SignUpField], message: problem.message });
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const loginFormSchema = z
  .object({ mobile: z.string(), password: z.string() })
  .refine((v) => v.mobile !== '' && v.password !== '', { message: messages.blankLogin, path: ['mobile'] });
export type LoginForm = z.infer<typeof loginFormSchema>;

export const forgotFormSchema = z.object({
  mobile: z.string().refine((v) => mobileFromPrefixed(v) !== undefined, { message: messages.checkMobile }),
});
export type ForgotForm = z.infer<typeof forgotFormSchema>;

export const otpFormSchema = z.object({
  otp: z
    .string()
    .min(1, messages.enterOtp)
    .regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), messages.otpDigits),
});
export type OtpForm = z.infer<typeof otpFormSchema>;

export const newPasswordFormSchema = z.object({ password: z.string(), confirmPassword: z.string() }).superRefine((values, ctx) => {
  const problem = newPasswordProblem(values.password, values.confirmPassword);
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
});
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

export const deleteFormSchema = z.object({
  reason: z.enum(DELETE_REASONS),
  description: z
    .string()
    .refine((v) => v.trim().length >= DELETE_DESCRIPTION_MIN, { message: messages.descriptionShort })
    .refine((v) => v.length <= DELETE_DESCRIPTION_MAX),
  password: z.string().min(1, messages.passwordRequired),
});
export type DeleteForm = z.infer<typeof deleteFormSchema>;

/** GET /api/account/export: what the server keeps of the signed-in account, for its owner to take away (decisions 092, 093). */
export const accountExportSchema = z.object({
  account: z.object({
    mobile: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    role: z.string(),
    created: z.string(),
  }),
  saved: z.array(z.object({ uni_id: z.string(), saved: z.string() })),
  mutes: z.array(z.object({ kind: z.string(), value: z.string(), label: z.string(), created: z.string() })),
  follows: z.array(z.object({ kind: z.string(), id: z.string(), label: z.string(), created: z.string() })),
  push_devices: z.array(z.object({ endpoint: z.string(), created: z.string() })),
  exported: z.string(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
