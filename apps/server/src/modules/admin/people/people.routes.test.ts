import { expect, it } from 'vitest';
import { signIn } from '../../../../test/auth.ts';
import { describeEachDatabase } from '../../../../test/helper.ts';
import { PRIVATE_CACHE_CONTROL } from '../../../plugins/public-cache/public-cache.ts';

describeEachDatabase('console people routes', (ctx) => {
  it('lets an admin grant and take the curator role, audited', async () => {
    const admin = await signIn(ctx(), 'admin');
    const visitor = await signIn(ctx(), 'visitor');
    expect((await ctx().call({ method: 'GET', url: '/api/admin/content', headers: visitor.headers })).statusCode).toBe(403);
    const granted = await ctx().call({ method: 'PUT', url: `/api/admin/users/${visitor.userId}/role`, headers: admin.headers, payload: { role: 'curator' } });
    expect(granted.json()).toMatchObject({ id: visitor.userId, role: 'curator' });
    expect((await ctx().call({ method: 'GET', url: '/api/admin/content', headers: visitor.headers })).statusCode).toBe(200);
    await ctx().call({ method: 'PUT', url: `/api/admin/users/${visitor.userId}/role`, headers: admin.headers, payload: { role: 'visitor' } });
    expect((await ctx().call({ method: 'GET', url: '/api/admin/content', headers: visitor.headers })).statusCode).toBe(403);
    const log = (await ctx().call({ method: 'GET', url: '/api/admin/audit?entity=user', headers: admin.headers })).json();
    expect(log.total).toBe(2);
    expect(log.record.map((e: { details: unknown }) => e.details)).toContainEqual({ from: 'visitor', to: 'curator' });
  });

  it('marks console answers, refusals included, not to be stored by any cache', async () => {
    const admin = await signIn(ctx(), 'admin');
    expect((await ctx().call({ method: 'GET', url: '/api/admin/users', headers: admin.headers })).headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect((await ctx().call({ method: 'GET', url: '/api/admin/users' })).headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('keeps role changes and the user list to admins', async () => {
    const curator = await signIn(ctx(), 'curator');
    expect((await ctx().call({ method: 'GET', url: '/api/admin/users', headers: curator.headers })).statusCode).toBe(403);
    const attempt = await ctx().call({ method: 'PUT', url: `/api/admin/users/${curator.userId}/role`, headers: curator.headers, payload: { role: 'admin' } });
    expect(attempt.statusCode).toBe(403);
  });

  it('never demotes the last admin, and refuses an unknown role or user', async () => {
    const admin = await signIn(ctx(), 'admin');
    const last = await ctx().call({ method: 'PUT', url: `/api/admin/users/${admin.userId}/role`, headers: admin.headers, payload: { role: 'curator' } });
    expect(last.statusCode).toBe(409);
    expect(
      (await ctx().call({ method: 'PUT', url: `/api/admin/users/${admin.userId}/role`, headers: admin.headers, payload: { role: 'owner' } })).statusCode,
    ).toBe(400);
    expect((await ctx().call({ method: 'PUT', url: '/api/admin/users/nobody/role', headers: admin.headers, payload: { role: 'curator' } })).statusCode).toBe(
      404,
    );
  });

  it('finds users by mobile or name without their password hash', async () => {
    const admin = await signIn(ctx(), 'admin', { firstName: 'Meera' });
    const users = (await ctx().call({ method: 'GET', url: '/api/admin/users?q=meer', headers: admin.headers })).json().record;
    expect(users).toEqual([
      { id: admin.userId, user_name: expect.any(String), first_name: 'Meera', last_name: 'Tester', role: 'admin', created: expect.any(String) },
    ]);
  });

  it('lists account deletion requests with reason, description and removal date, to admins only', async () => {
    const curator = await signIn(ctx(), 'curator');
    expect((await ctx().call({ method: 'GET', url: '/api/admin/deletion-requests', headers: curator.headers })).statusCode).toBe(403);
    const admin = await signIn(ctx(), 'admin');
    await ctx()
      .database.db.insertInto('deletion_request')
      .values({
        id: 'd1',
        user_id: null,
        user_name: '9876543210',
        reason: 'privacy_concerns',
        description: 'x'.repeat(100),
        requested: '2026-11-20T00:00:00.000Z',
        remove_after: '2026-12-20T00:00:00.000Z',
        completed: null,
      })
      .execute();
    const record = (await ctx().call({ method: 'GET', url: '/api/admin/deletion-requests', headers: admin.headers })).json().record;
    expect(record).toEqual([
      {
        id: 'd1',
        user_name: '9876543210',
        reason: 'privacy_concerns',
        description: 'x'.repeat(100),
        requested: '2026-11-20T00:00:00.000Z',
        remove_after: '2026-12-20T00:00:00.000Z',
        completed: null,
      },
    ]);
  });
});
