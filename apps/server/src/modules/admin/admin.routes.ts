import type { WireApp } from '../../lib/json-schema.ts';
import { adminAuditRoutes } from './audit/audit.routes.ts';
import { adminContentRoutes } from './content/content.routes.ts';
import { adminMediaRoutes } from './media/media.routes.ts';
import { adminPeopleRoutes } from './people/people.routes.ts';
import { adminRecordRoutes } from './records/records.routes.ts';
import { adminTransferRoutes } from './transfer/transfer.routes.ts';

/**
 * Every console API under /api/admin. The role is checked on the request itself, before the body is
 * read or validated: an anonymous caller gets 401 and a signed-in user without the curator or admin role
 * 403, whatever they send. Role changes additionally need admin (see people.routes.ts). Its answers hold
 * people's numbers and unpublished content: no cache keeps them (`answerPrivately`, app.ts). Other modules'
 * console routes (`moduleRoutes`, given by app.ts: a module never imports another's routes) join them here,
 * behind the same check.
 */
export async function adminRoutes(app: WireApp, { moduleRoutes }: { moduleRoutes: Array<(app: WireApp) => Promise<void>> }): Promise<void> {
  app.addHook('onRequest', app.requireRole('curator', 'admin'));
  await app.register(adminPeopleRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminRecordRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminTransferRoutes);
  await app.register(adminMediaRoutes);
  for (const routes of moduleRoutes) await app.register(routes);
}
