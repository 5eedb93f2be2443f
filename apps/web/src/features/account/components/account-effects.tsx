import { useNativePush, useSessionTime, useSessionVerification } from '../hooks/use-account-effects.ts';

/** The account area's work on every screen: verify the stored session, track session time, register push. */
export function AccountEffects() {
  useSessionVerification();
  useSessionTime();
  useNativePush();
  return null;
}
