import { isStrongEnough, PASSWORD_MAX_LENGTH, passwordLength } from './password-strength.ts';

/** Digits of a mobile number (spec 001 §9). */
export const MOBILE_DIGITS = 10;
/** Digits of a one-time code, and the seconds before Resend OTP appears (spec 001 §9). */
export const OTP_DIGITS = 4;
export const OTP_RESEND_SECONDS = 59;
/** Minimum length of the name inputs (spec 001 §5). */
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
/** The delete description's minimum (spec 001 §5) and our maximum. */
export const DELETE_DESCRIPTION_MIN = 100;
export const DELETE_DESCRIPTION_MAX = 1000;
export const DELETE_REASONS = ['no_longer_needed', 'privacy_concerns'] as const;
export type DeleteReason = (typeof DELETE_REASONS)[number];
/** The user type every sign-up gets (spec 001 §3). */
export const USER_TYPE = 'noClient';
/** The deletion status answer that shows the confirmation card (spec 001 §4). */
export const DELETION_REQUESTED = 'Requested';

/** Texts a person reads, spelled correctly where the spec misspells them (spec decision 6). */
export const messages = {
  blankLogin: 'Fields should not be blank',
  invalidMobile: 'Please enter valid Mobile No.',
  confirmMismatch: 'Confirm password not matched',
  weakPassword: 'Password should be strong',
  passwordTooLong: `Password should be at most ${PASSWORD_MAX_LENGTH} characters`,
  commonPassword: 'This password is too common. Please choose another one',
  firstNameEmpty: 'Firstname cannot be empty',
  firstNameShort: `Firstname should be at least ${NAME_MIN_LENGTH} characters`,
  lastNameEmpty: 'Lastname cannot be empty',
  lastNameShort: `Lastname should be at least ${NAME_MIN_LENGTH} characters`,
  nameTooLong: `Names should be at most ${NAME_MAX_LENGTH} characters`,
  invalidEmail: 'Enter valid email',
  alreadyRegistered: 'You are already registered user! Please login to continue',
  enterOtp: 'Enter OTP',
  otpDigits: `OTP should be ${OTP_DIGITS} digits`,
  otpMismatch: 'OTP does not match',
  otpNotSent: 'We could not send the OTP. Please try again',
  otpExpired: 'OTP has expired or was already used. Please request a new one',
  mobileNotFound: 'Mobile number not found...',
  checkMobile: 'check your mobile number',
  passwordsDiffer: 'Passwords do not match',
  descriptionShort: `Description should be at least ${DELETE_DESCRIPTION_MIN} characters`,
  descriptionShortOnBlur: `Description should be of ${DELETE_DESCRIPTION_MIN} characters`,
  passwordRequired: 'Password is required',
  somethingWrong: 'Something went wrong.',
  invalidLogin: 'Invalid mobile number or password',
  verifyBeforeLogin: 'Please verify your mobile number with the OTP before logging in',
  passwordIncorrect: 'Password is incorrect',
  otpSent: 'OTP sent to your mobile number',
  otpAlreadySent: 'An OTP was already sent to this mobile number. Please enter it, or ask for a new one when the timer ends',
  resetOtpSent: 'If this mobile number is registered, an OTP has been sent to it',
  registered: 'Registration successful! Please login to continue',
} as const;

/** Exactly 10 digits: what a mobile number is everywhere in the account area. */
export const MOBILE_PATTERN = /^\d{10}$/;
/** Letters, digits or dots, then @, then alphanumerics, a dot and letters (spec 001 §5). */
export const EMAIL_PATTERN = /^[A-Za-z0-9.]+@[A-Za-z0-9]+\.[A-Za-z]+$/;
/** 10 digits with an optional country prefix (spec 001 §5, forgot password). */
export const PREFIXED_MOBILE_PATTERN = /^(?:\+?\d{1,3}[ -]?)?(\d{10})$/;

/** The 10-digit number inside a forgot-password entry, or undefined when it is not one. */
export function mobileFromPrefixed(value: string): string | undefined {
  return PREFIXED_MOBILE_PATTERN.exec(value.trim())?.[1];
}

/** What the mobile inputs keep: digits only, at most 10 (spec 001 §5). */
export function mobileInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, MOBILE_DIGITS);
}

export interface SignUpValues {
  mobile: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Only the form has it; the server has no confirmation to compare. */
  confirmPassword?: string | undefined;
}

export type SignUpField = keyof SignUpValues;

/**
 * The first problem of a sign-up, in the spec's order (spec 001 §5): mobile, confirmation, strength,
 * first name, last name, email. The form and the server both ask this one function.
 */
export function signUpProblem(values: SignUpValues): { field: SignUpField; message: string } | undefined {
  if (!MOBILE_PATTERN.test(values.mobile)) return { field: 'mobile', message: messages.invalidMobile };
  if (values.confirmPassword !== undefined && values.confirmPassword !== values.password) {
    return { field: 'confirmPassword', message: messages.confirmMismatch };
  }
  const password = passwordProblem(values.password);
  if (password) return { field: 'password', message: password };
  const first = nameProblem(values.firstName, messages.firstNameEmpty, messages.firstNameShort);
  if (first) return { field: 'firstName', message: first };
  const last = nameProblem(values.lastName, messages.lastNameEmpty, messages.lastNameShort);
  if (last) return { field: 'lastName', message: last };
  if (values.email.trim() !== '' && (values.email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(values.email.trim()))) {
    return { field: 'email', message: messages.invalidEmail };
  }
  return undefined;
}

/** Strength and length of a new password (sign-up and reset); the common-password list is the server's. */
export function passwordProblem(password: string): string | undefined {
  if (!isStrongEnough(password)) return messages.weakPassword;
  if (passwordLength(password) > PASSWORD_MAX_LENGTH) return messages.passwordTooLong;
  return undefined;
}

function nameProblem(name: string, empty: string, short: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return empty;
  if (trimmed.length < NAME_MIN_LENGTH) return short;
  if (trimmed.length > NAME_MAX_LENGTH) return messages.nameTooLong;
  return undefined;
}

/** The new-password screen's checks in order: the two must match, then strength (spec 001 §5). */
export function newPasswordProblem(password: string, confirm: string): string | undefined {
  if (password !== confirm) return messages.passwordsDiffer;
  return passwordProblem(password);
}
