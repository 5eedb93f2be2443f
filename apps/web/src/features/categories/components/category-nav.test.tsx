import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { CategoryNav } from './category-nav.tsx';

const answers = {
  '/api/get_category': {
    record: [
      { uni_id: 'all', u_name: 'all', u_label: 'All', u_list_category_order: 0 },
      { uni_id: 'news', u_name: 'news', u_label: 'News', u_list_category_order: 1 },
      { uni_id: 'sports', u_name: 'sports', u_label: 'Sports', u_list_category_order: 2 },
    ],
  },
  '/api/get_sub_category': {
    record: [
      { uni_id: 'news-world', u_label: 'World', u_category: { id: 'news' } },
      { uni_id: 'sports-cricket', u_label: 'Cricket', u_category: { id: 'sports' } },
      { uni_id: 'sports-football', u_label: 'Football', u_category: { id: 'sports' } },
    ],
  },
};

function setWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide && query === '(min-width: 768px)', addEventListener() {}, removeEventListener() {} }));
}

/** The navigation as the layout holds it: opened and closed by a toggle; the location shown beside it. */
function Harness({ startOpen = true }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        Menu
      </button>
      <output data-testid="location">{location.pathname + location.search}</output>
      {open && <CategoryNav onClose={() => setOpen(false)} />}
    </>
  );
}

describe('CategoryNav', () => {
  beforeEach(() => setWidth(false));
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the categories and sub-categories each time it opens', async () => {
    const calls = mockApi(answers);
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await screen.findByRole('button', { name: 'Sports' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('button', { name: 'Sports' });
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/get_category')).toHaveLength(2));
    expect(calls.filter((c) => c.url === '/api/get_sub_category')).toHaveLength(2);
  });

  it("reads 'Search category...' as a drawer and 'Search' as the wide sidebar", async () => {
    mockApi(answers);
    const { unmount } = renderWithApp(<Harness />);
    expect(screen.getByPlaceholderText('Search category...')).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Categories menu' })).toBeInTheDocument();
    unmount();
    setWidth(true);
    renderWithApp(<Harness />);
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('filters from the third character, expands the matches, and clears with the × button', async () => {
    mockApi(answers);
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await screen.findByRole('button', { name: 'Sports' });
    const search = screen.getByRole('textbox', { name: 'Search categories' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await user.type(search, 'cr');
    expect(screen.getByRole('button', { name: 'News' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cricket' })).toBeNull();
    await user.type(search, 'I');
    expect(screen.queryByRole('button', { name: 'News' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Cricket' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Football' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(screen.getByRole('button', { name: 'News' })).toBeInTheDocument();
  });

  it('says so when no category matches', async () => {
    mockApi(answers);
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await screen.findByRole('button', { name: 'Sports' });
    await user.type(screen.getByRole('textbox', { name: 'Search categories' }), 'zzz');
    expect(screen.getByText('No category matches “zzz”')).toBeInTheDocument();
  });

  it('expands the parent of the sub-category in the URL and highlights that sub-category', async () => {
    mockApi(answers);
    renderWithApp(<Harness />, { path: '/category?catid=sports&subid=sports-cricket' });
    expect(await screen.findByRole('link', { name: 'Cricket' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Football' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'News' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands and collapses every category at once, and one by one', async () => {
    mockApi(answers);
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await screen.findByRole('button', { name: 'Sports' });
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByRole('link', { name: 'World' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Football' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryByRole('link', { name: 'World' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'News' }));
    expect(screen.getByRole('link', { name: 'World' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Football' })).toBeNull();
  });

  it('goes to the category feed of a chosen sub-category and closes', async () => {
    mockApi(answers);
    const user = userEvent.setup();
    renderWithApp(<Harness />, { path: '/?vendor=Reddit' });
    await user.click(await screen.findByRole('button', { name: 'Sports' }));
    await user.click(screen.getByRole('link', { name: 'Football' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/category?catid=sports&subid=sports-football');
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
  });

  it('drops every loaded category feed when a sub-category is chosen, so it starts again at page 1', async () => {
    mockApi(answers);
    const user = userEvent.setup();
    const { client } = renderWithApp(<Harness />);
    client.setQueryData(['category-feed', 'sports', 'sports-football', null], { pages: [[]], pageParams: [1] });
    await user.click(await screen.findByRole('button', { name: 'Sports' }));
    await user.click(screen.getByRole('link', { name: 'Football' }));
    expect(client.getQueryCache().findAll({ queryKey: ['category-feed'] })).toEqual([]);
  });

  it('opens the whole feed from the All category', async () => {
    mockApi(answers);
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.click(await screen.findByRole('link', { name: 'All' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/category?catid=all&subid=all');
  });

  it('links to the policies and closes, and closes on Escape', async () => {
    mockApi(answers);
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.click(screen.getByRole('link', { name: 'Policies' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/policy');
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
  });
});
