import type { KnowledgeBase } from '@wiy/shared/policy.schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { PolicyDetail } from './policy-detail.tsx';
import { policyExcerpt } from './policy-excerpt.ts';
import { PolicyList } from './policy-list.tsx';

const long = 'word '.repeat(60).trim();
const base: KnowledgeBase = {
  knowledge_categories: [
    { knowledge_category_name: 'faq', knowledge: [{ id: 'f1', title: 'Not a policy', html: '<p>faq</p>' }] },
    {
      knowledge_category_name: 'policy',
      knowledge: [
        { id: 'p1', title: 'Privacy Policy', html: `<h2>Privacy</h2><p><strong>${long}</strong></p>` },
        { id: 'p2', title: 'Terms of Use', html: '<p>Short terms.</p>' },
      ],
    },
  ],
};

describe('policyExcerpt', () => {
  it('keeps a policy of 200 visible characters or fewer whole, as sanitised HTML', () => {
    const exact = 'a'.repeat(200);
    expect(policyExcerpt(`<p>${exact}</p>`)).toBe(`<p>${exact}</p>`);
  });

  it('cuts after 200 visible characters and marks the cut', () => {
    expect(policyExcerpt(`<p>${'b'.repeat(201)}</p>`)).toBe(`<p>${'b'.repeat(200)}…</p>`);
  });

  it('counts text, not markup, and closes every tag the cut leaves open', () => {
    const html = `<h2>Terms</h2><p><strong>${'s'.repeat(100)}</strong> <em>${'e'.repeat(300)}</em> after</p>`;
    // 'Terms' 5 + 100 + the space 1 leaves 94 of the emphasised text; the heading becomes a paragraph inside a link.
    expect(policyExcerpt(html)).toBe(`<p>Terms</p><p><strong>${'s'.repeat(100)}</strong> <em>${'e'.repeat(94)}…</em></p>`);
  });

  it('sanitises: no script, handler or link survives inside the card', () => {
    const excerpt = policyExcerpt('<p onclick="steal()">Read <a href="https://example.com">this</a><script>steal()</script><img src=x onerror="steal()"></p>');
    expect(excerpt).toBe('<p>Read this<img src="x"></p>');
  });

  it('never splits a character made of two code units', () => {
    const excerpt = policyExcerpt(`<p>${'😀'.repeat(201)}</p>`);
    expect(excerpt).toBe(`<p>${'😀'.repeat(200)}…</p>`);
  });
});

describe('PolicyList', () => {
  it("shows a card per policy of the 'policy' category with its title and excerpt", async () => {
    mockApi({ '/lom/get/knowledgebase/wiy': base });
    renderWithApp(<PolicyList />, { path: '/policy' });
    const cards = await screen.findAllByTestId('policy-card');
    expect(cards.map((c) => c.querySelector('h2')!.textContent)).toEqual(['Privacy Policy', 'Terms of Use']);
    const excerpt = cards[0]!.querySelector('.policy-excerpt')!;
    expect(excerpt.innerHTML).toBe(`<p>Privacy</p><p><strong>${long.slice(0, 193)}…</strong></p>`);
    expect(excerpt.querySelector('strong')).not.toBeNull();
    expect(cards[0]).toHaveAttribute('href', '/selectedpolicy?id=p1');
  });
});

describe('PolicyDetail', () => {
  it('shows the full policy found by id, as after a reload', async () => {
    mockApi({ '/lom/get/knowledgebase/wiy': base });
    renderWithApp(<PolicyDetail id="p1" handed={undefined} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getByText(long)).toBeInTheDocument();
  });

  it('shows the policy handed over while the knowledge base loads', () => {
    mockApi({});
    renderWithApp(<PolicyDetail id="p2" handed={{ id: 'p2', title: 'Terms of Use', html: '<p>Short terms.</p>' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
  });

  it("says 'No content found.' for an unknown id", async () => {
    mockApi({ '/lom/get/knowledgebase/wiy': base });
    renderWithApp(<PolicyDetail id="f1" handed={undefined} />);
    expect(await screen.findByText('No content found.')).toBeInTheDocument();
  });
});
