import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeAll, expect, inject } from 'vitest';
import { api } from './support.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The documented admin command, run against the e2e server's database (its SQLite file, or its PostgreSQL database). */
export function adminCommand(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: inject('dataDir'), DATABASE_URL: inject('databaseUrl') },
    encoding: 'utf8',
  });
}

/** A session token from the end-to-end server's own route (apps/server/test/e2e-hooks), instead of the login screen. */
export async function tokenFor(mobile: string): Promise<string> {
  return (await api<{ token: string }>('/api/test/session', { method: 'POST', body: JSON.stringify({ mobile }) })).token;
}

/** A post as a pasted link leaves it, through the console's API: pending, in no public feed. Returns its id. */
async function createPost(token: string, post: { title: string; url: string; hotTopic?: string }): Promise<string> {
  const created = await api<{ uni_id: string }>('/api/admin/content', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      u_title: post.title,
      u_url: post.url,
      u_description: '<p>Just in.</p>',
      u_highlight_description: '<p>Just in.</p>',
      ...(post.hotTopic ? { u_hot_topic: { id: post.hotTopic } } : {}),
    }),
  });
  expect(created.uni_id).toEqual(expect.any(String));
  return created.uni_id;
}

/**
 * A post published as a curator publishes it, through the console's API: created pending, then approved,
 * which puts it at the top of Trending. Returns its id.
 */
async function publishPost(token: string, post: { title: string; url: string; hotTopic?: string }): Promise<string> {
  const id = await createPost(token, post);
  const approved = await api<{ status: string }>(`/api/admin/content/${id}/approve`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: '{}',
  });
  expect(approved.status).toBe('approved');
  return id;
}

/** Deletes a post through the console's API, so that later specs find Trending as the demo has it. */
async function deletePost(token: string, id: string): Promise<void> {
  const answer = await api(`/api/admin/content/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` }, body: '{}' });
  expect(answer).toEqual({ Success: true });
}

/**
 * A curator (made by the admin command) for a spec that publishes posts while a reader looks: `publish` returns
 * the new post's id, `draft` a pending one's, `unpublish` takes one out, and every post made in a test is deleted
 * after it, so later specs find Trending as the demo has it.
 */
export function useCurator(mobile: string) {
  let token = '';
  let published: string[] = [];
  beforeAll(async () => {
    adminCommand('create', '--mobile', mobile, '--password', 'Curate&2026x');
    token = await tokenFor(mobile);
  });
  afterEach(async () => {
    const ids = published;
    published = [];
    for (const id of ids) await deletePost(token, id);
  });
  return {
    async publish(post: { title: string; url: string; hotTopic?: string }): Promise<string> {
      const id = await publishPost(token, post);
      published.push(id);
      return id;
    },
    /** A pending post, for the spec to decide on in the console. */
    async draft(post: { title: string; url: string }): Promise<string> {
      const id = await createPost(token, post);
      published.push(id);
      return id;
    },
    /** Takes a post out of every public feed, as the console's Unpublish does. */
    async unpublish(id: string): Promise<void> {
      const answer = await api<{ status: string }>(`/api/admin/content/${id}/unpublish`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: '{}',
      });
      expect(answer.status).toBe('unpublished');
    },
  };
}
