import { describe, expect, it } from 'vitest';
import { cyclesOf, depthOf, folderOf, isTest } from './check-dependencies.ts';

const edge = (from: string, to: string) => ({ from, to, via: `${from} → ${to}` });

describe('the folder graph npm run deps checks', () => {
  it('takes a server module, a web feature and a top-level folder or file as one folder', () => {
    expect(folderOf('apps/server/src/modules/admin/content/curation.service.ts')).toBe('apps/server/src/modules/admin');
    expect(folderOf('apps/web/src/features/feed/components/feed.tsx')).toBe('apps/web/src/features/feed');
    expect(folderOf('apps/server/src/lib/client-error.ts')).toBe('apps/server/src/lib');
    expect(folderOf('apps/server/src/config.ts')).toBe('apps/server/src/config');
    expect(folderOf('packages/shared/src/feed.schema.ts')).toBe('packages/shared');
  });

  it('leaves tests and their support out of the folder graph', () => {
    expect(isTest('apps/server/src/modules/feed/feed.routes.test.ts')).toBe(true);
    expect(isTest('apps/server/test/helper.ts')).toBe(true);
    expect(isTest('apps/web/src/test/render.tsx')).toBe(true);
    expect(isTest('apps/server/src/modules/feed/feed.service.ts')).toBe(false);
  });

  it('finds a cycle through a third folder, and none in a graph that flows one way', () => {
    expect(cyclesOf([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')])).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf([edge('a', 'b'), edge('b', 'c'), edge('a', 'c'), edge('a', 'a')])).toEqual([]);
  });

  it('measures the depth as the longest chain of folders', () => {
    expect(depthOf([edge('a', 'b'), edge('b', 'c'), edge('a', 'c')])).toBe(3);
  });
});
