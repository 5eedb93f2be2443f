import { messages, mobileFromPrefixed } from '@wiy/shared/account-rules';
import { ClientError } from '../../lib/client-error.ts';

/** The mobile number of `value`, a country prefix allowed; a 400 with the screens' message when it is not one. */
export function requireMobile(value: string): string {
  const mobile = mobileFromPrefixed(value);
  if (!mobile) throw new ClientError(400, messages.checkMobile);
  return mobile;
}

/** The body's `application`, when sent, must be this product's code, as the header is. */
export function checkApplication(application: string | undefined, appCode: string): void {
  if (application !== undefined && application !== appCode) throw new ClientError(400, 'Unknown application');
}
