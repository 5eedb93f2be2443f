import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './link.tsx';

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>;
}

function renderAt(path: string, links: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('renders the address and follows it in the app on a plain click, with its state', async () => {
    renderAt(
      '/',
      <Link to="/saved?page=2" state={{ from: 'home' }}>
        Saved
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Saved' });
    expect(link).toHaveAttribute('href', '/saved?page=2');
    await userEvent.click(link);
    expect(screen.getByRole('status')).toHaveTextContent('/saved?page=2 {"from":"home"}');
  });

  it('leaves a click with a modifier key, or one its own handler prevented, to the browser', () => {
    const prevent = (event: React.MouseEvent) => event.preventDefault();
    renderAt(
      '/',
      <>
        <Link to="/saved">Saved</Link>
        <Link to="/settings" onClick={prevent}>
          Settings
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Saved' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(screen.getByRole('status')).toHaveTextContent('/ null');
  });
});

describe('NavLink', () => {
  it('marks the link of the screen shown, and of the screens under it, as the current page', () => {
    renderAt(
      '/admin/records/users',
      <>
        <NavLink to="/admin/records" className="nav">
          Records
        </NavLink>
        <NavLink to="/admin/queue" className="nav">
          Queue
        </NavLink>
      </>,
    );
    const records = screen.getByRole('link', { name: 'Records' });
    expect(records).toHaveAttribute('aria-current', 'page');
    expect(records).toHaveClass('nav', 'active');
    const queue = screen.getByRole('link', { name: 'Queue' });
    expect(queue).not.toHaveAttribute('aria-current');
    expect(queue).not.toHaveClass('active');
  });
});
