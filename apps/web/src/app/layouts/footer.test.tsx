import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../lib/app-config.ts';
import { mockApi, renderWithApp } from '../../test/render.tsx';
import { Footer } from './footer.tsx';

describe('Footer', () => {
  it('links the support e-mail, the messaging app in a new tab, and the 2025 copyright line home', async () => {
    mockApi({ '/lom/get/knowledgebase/wiy': { knowledge_categories: [] } });
    renderWithApp(<Footer />, { path: '/policy' });
    expect(screen.getByRole('link', { name: appConfig.supportEmail })).toHaveAttribute('href', `mailto:${appConfig.supportEmail}`);
    const messaging = screen.getByRole('link', { name: 'Message us on WhatsApp' });
    expect(messaging).toHaveAttribute('href', appConfig.messagingUrl);
    expect(appConfig.messagingUrl).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(messaging).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/© 2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: appConfig.displayName })).toHaveAttribute('href', '/');
  });
});
