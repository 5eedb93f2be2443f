import { SITE_SEARCH_MAX_LENGTH } from '@wiy/shared/constants';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { HeaderSearch } from './header-search.tsx';

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

it('is a GET form to /search with a labelled q field, which the live app opens in place', () => {
  renderWithApp(
    <>
      <HeaderSearch />
      <Address />
    </>,
  );
  const form = screen.getByRole('search');
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/search');
  const box = screen.getByRole('searchbox', { name: 'Search' });
  expect(box).toHaveAttribute('name', 'q');
  // No longer than the server takes: a longer query would only be refused.
  expect(box).toHaveAttribute('maxlength', String(SITE_SEARCH_MAX_LENGTH));
  fireEvent.change(box, { target: { value: 'dilli weather' } });
  fireEvent.submit(form);
  expect(screen.getByTestId('address')).toHaveTextContent('/search?q=dilli+weather');
});
