import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives `code` written at `file` (its imports resolve against the real tree). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'import-x/no-unresolved').map((m) => m.message);
}

describe('the import boundaries npm run lint checks', () => {
  it.each([
    ['a web feature imports another feature', 'apps/web/src/features/channels/probe.ts', "import '../account/components/account-ui.tsx';", 'A feature imports'],
    ['a web feature imports the app', 'apps/web/src/features/channels/probe.ts', "import '../../app/providers.tsx';", 'A feature imports'],
    [
      'a shared component imports a feature',
      'apps/web/src/components/probe.ts',
      "import '../features/channels/components/filter-modal.tsx';",
      'know no feature',
    ],
    ['the shared package imports the server', 'packages/shared/src/probe.ts', "import '../../../apps/server/src/config.ts';", 'knows neither'],
    ['the web app imports the server', 'apps/web/src/lib/probe.ts', "import '../../../server/src/config.ts';", 'through the API only'],
    ['the database layer imports a feature', 'apps/server/src/db/probe.ts', "import '../modules/feed/feed.repository.ts';", 'knows no feature'],
    ['the settings import a module', 'apps/server/src/config/probe.ts', "import '../modules/account/account.limits.ts';", 'The settings know no feature'],
    ['the curation core imports the sources', 'apps/server/src/modules/curation/probe.ts', "import '../sources/sources.repository.ts';", 'The curation core'],
    ['the curation core imports the console', 'apps/server/src/modules/curation/probe.ts', "import '../admin/admin-schemas.ts';", 'The curation core'],
    ['the curation core imports transfer', 'apps/server/src/modules/curation/probe.ts', "import '../transfer/transfer.service.ts';", 'The curation core'],
    [
      'the curation core imports link health',
      'apps/server/src/modules/curation/probe.ts',
      "import '../link-health/link-check.repository.ts';",
      'The curation core',
    ],
    ['the curation core imports reach', 'apps/server/src/modules/curation/probe.ts', "import '../reach/reach.repository.ts';", 'The curation core'],
    ['a generic helper imports the database layer', 'apps/server/src/lib/probe.ts', "import '../db/schema.ts';", 'Generic helpers'],
    ["a server module imports another module's routes", 'apps/server/src/modules/search/probe.ts', "import '../feed/feed.routes.ts';", 'routes'],
    [
      'the bench imports the server past its entry',
      'bench/probe.ts',
      "import '../apps/server/src/db/database.ts';",
      'through apps/server/test/bench-entry.ts alone',
    ],
    ['an import does not resolve, so it would escape the boundaries', 'apps/web/src/lib/probe.ts', "import '../no-such-file.ts';", 'Unable to resolve'],
  ])('refuses it when %s', async (_case, file, code, message) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    [
      'a web feature imports its own files, lib and components',
      'apps/web/src/features/channels/probe.ts',
      "import './components/filter-modal.tsx';\nimport '../../lib/query-client.ts';\nimport '../../components/modal-dialog.tsx';",
    ],
    ["a web feature's test renders the app's route", 'apps/web/src/features/channels/probe.test.tsx', "import '../../app/routes/channel-item.tsx';"],
    ["a server module reads another module's repository", 'apps/server/src/modules/search/probe.ts', "import '../feed/feed.repository.ts';"],
    ['the sources call the curation core', 'apps/server/src/modules/sources/probe.ts', "import '../curation/curation-unit.ts';"],
    ['either side imports the shared package', 'apps/web/src/lib/probe.ts', "import '@wiy/shared/feed.schema';"],
    ['the bench imports the server through its entry', 'bench/probe.ts', "import '../apps/server/test/bench-entry.ts';"],
  ])('allows it when %s', async (_case, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
