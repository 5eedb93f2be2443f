import { OTP_RESEND_SECONDS } from '@wiy/shared/account-rules';
import { removeStored, writeStored } from '../../../lib/session.ts';

/**
 * Starts the resend countdown afresh: a code was just sent. The end time is stored rather than the
 * seconds left, so a reload continues where the count was; 'outOfTime' marks a countdown that ended.
 */
export function startOtpTimer(now = Date.now()): void {
  removeStored('outOfTime');
  writeStored('otpTimerEnd', String(now + OTP_RESEND_SECONDS * 1000));
}

/** The OTP flow is over (verified): its keys go. */
export function clearOtpFlow(): void {
  removeStored('otpTimerEnd', 'outOfTime', 'mobile', 'register');
}
