import type { WireApp } from '../../lib/json-schema.ts';
import { dataExportRoutes } from './data-export/data-export.routes.ts';
import { deletionRoutes } from './deletion/deletion.routes.ts';
import { passwordResetRoutes } from './password-reset/password-reset.routes.ts';
import { pushRoutes } from './push/push.routes.ts';
import { sessionRoutes } from './session/session.routes.ts';
import { signUpRoutes } from './sign-up/sign-up.routes.ts';

/**
 * Every call of spec 001 §7 but the session-time beacon (see session-time/session-time.routes.ts), plus `POST
 * /lom/logout` so that Logout ends the session on the server too, and `GET /api/account/export` (decision 092). Registered inside the context that
 * checks the Application header. Every answer here carries a token or account data: none is stored by a
 * cache. Every call that hashes a password, sends or checks a code, or stores anything is
 * limited per address before its body is read.
 */
export async function accountRoutes(app: WireApp): Promise<void> {
  await app.register(sessionRoutes);
  await app.register(signUpRoutes);
  await app.register(passwordResetRoutes);
  await app.register(deletionRoutes);
  await app.register(pushRoutes);
  await app.register(dataExportRoutes);
}
