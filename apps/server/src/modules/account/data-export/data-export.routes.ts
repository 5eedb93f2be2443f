import { accountExportSchema } from '@wiy/shared/account.schema';
import type { WireApp } from '../../../lib/json-schema.ts';
import { answer } from '../../../lib/route-schemas.ts';

/** The signed-in account's data as a JSON file to download. */
export async function dataExportRoutes(app: WireApp): Promise<void> {
  app.get(
    '/api/account/export',
    {
      onRequest: app.requireUser,
      schema: { summary: "The signed-in account's data as JSON", tags: ['account'], response: answer(accountExportSchema, [401]) },
    },
    async (request, reply) => {
      const data = await app.account.dataExport.export(request.user!.id);
      void reply.header('content-disposition', `attachment; filename="${app.config.shortName}-account-${data.exported.slice(0, 10)}.json"`);
      return data;
    },
  );
}
