import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { mockApi } from '../../../test/render.tsx';
import { adminKeys } from './admin-keys.ts';
import { useDeleteRecord } from './delete-record.ts';
import { useSaveRecord } from './save-record.ts';

/** The console's content, sources and sub-category lists as counts of their reads, beside the record mutations. */
function renderConsole() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const reads = { content: 0, sources: 0, subCategories: 0 };
  const { result } = renderHook(
    () => ({
      reads: [
        useQuery({ queryKey: adminKeys.content, queryFn: async () => ++reads.content }).data,
        useQuery({ queryKey: adminKeys.sources, queryFn: async () => ++reads.sources }).data,
        useQuery({ queryKey: adminKeys.records('sub_category'), queryFn: async () => ++reads.subCategories }).data,
      ],
      save: useSaveRecord(),
      remove: useDeleteRecord(),
    }),
    { wrapper },
  );
  return result;
}

it('reads the content and source lists again once a sub-category is saved, since a move takes its items and sources', async () => {
  mockApi({ '/api/admin/records/sub_category/rockets': { uni_id: 'rockets', u_label: 'Rockets', u_category: { id: 'science' }, u_order: 1 } });
  const lists = renderConsole();
  await waitFor(() => expect(lists.current.reads).toEqual([1, 1, 1]));
  await act(() =>
    lists.current.save.mutateAsync({ entity: 'sub_category', id: 'rockets', body: { u_label: 'Rockets', u_category: { id: 'science' }, u_order: 1 } }),
  );
  await waitFor(() => expect(lists.current.reads).toEqual([2, 2, 2]));
});

it('reads the sub-categories again once a category is deleted, since they go with it', async () => {
  mockApi({ '/api/admin/records/category/space': { Success: true } });
  const lists = renderConsole();
  await waitFor(() => expect(lists.current.reads).toEqual([1, 1, 1]));
  await act(() => lists.current.remove.mutateAsync({ entity: 'category', id: 'space' }));
  await waitFor(() => expect(lists.current.reads[2]).toBe(2));
});
