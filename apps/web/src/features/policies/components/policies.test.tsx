import type { KnowledgeBase } from '@wiy/shared/policy.schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { PolicyDetail } from './policy-detail.tsx';
import { policyExcerpt, POLICY_EXCERPT_LENGTH } from './policy-excerpt.ts';
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
  it('keeps a text of 200 characters or fewer whole', () => {
    const exact = 'a'.repeat(POLICY_EXCERPT_LENGTH);
    expect(policyExcerpt(`<p>${exact}</p>`)).toBe(exact);
  });

  it('cuts the text at 200 characters and marks the cut', () => {
    expect(POLICY_EXCERPT_LENGTH).toBe(200);
    const excerpt = policyExcerpt(`<p>${'b'.repeat(201)}</p>`);
    expect(excerpt).toBe(`${'b'.repeat(200)}…`);
  });

  it('counts text, not markup, and never leaves a tag behind', () => {
    const html = `<p><a href="https://example.com/${'x'.repeat(300)}">link</a> ${'<em>e</em>'.repeat(250)}</p>`;
    const excerpt = policyExcerpt(html);
    expect(excerpt).toBe(`link ${'e'.repeat(195)}…`);
    expect(excerpt).not.toMatch(/[<>]/);
  });

  it('never splits a character made of two code units', () => {
    const excerpt = policyExcerpt(`<p>${'😀'.repeat(201)}</p>`);
    expect(Array.from(excerpt)).toHaveLength(201);
    expect(excerpt.endsWith('😀…')).toBe(true);
  });
});

describe('PolicyList', () => {
  it("shows a card per policy of the 'policy' category with its title and excerpt", async () => {
    mockApi({ '/lom/get/knowledgebase/wiy': base });
    renderWithApp(<PolicyList />, { path: '/policy' });
    const cards = await screen.findAllByTestId('policy-card');
    expect(cards.map((c) => c.querySelector('h2')!.textContent)).toEqual(['Privacy Policy', 'Terms of Use']);
    expect(cards[0]!.querySelector('.policy-excerpt')!.textContent).toBe(policyExcerpt(base.knowledge_categories[1]!.knowledge[0]!.html));
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
