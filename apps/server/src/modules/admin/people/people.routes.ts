import { adminUserSchema, deletionRequestEntrySchema, ROLE_NAMES } from '@wiy/shared/admin.schema';
import { z } from 'zod';
import { errorAnswer, toJsonSchema, type WireApp } from '../../../lib/json-schema.ts';
import { idParam } from '../../../lib/params.ts';
import { searchQuery } from '../admin-schemas.ts';

const usersQuery = z.object({ q: searchQuery });
const roleParams = z.object({ id: idParam });
const roleBody = z.object({ role: z.enum(ROLE_NAMES) });

/** Who is signed in to the console, users and their roles (admins only), and account deletion requests. */
export async function adminPeopleRoutes(app: WireApp): Promise<void> {
  const { people } = app.people.unit.repos;
  const adminOnly = app.requireRole('admin');

  app.get(
    '/api/admin/me',
    {
      schema: {
        summary: 'The signed-in curator: the console asks this first to tell a visitor from a curator',
        tags: ['admin: people'],
        response: { 200: toJsonSchema(z.object({ id: z.string(), name: z.string(), role: z.enum(ROLE_NAMES) })) },
      },
    },
    async (request) => ({ id: request.user!.id, name: request.user!.firstName || request.user!.userName, role: request.user!.role }),
  );

  app.get(
    '/api/admin/users',
    {
      preHandler: adminOnly,
      schema: {
        summary: 'Users (100 at most) by mobile or name, staff first',
        tags: ['admin: people'],
        querystring: toJsonSchema(usersQuery, 'input'),
        response: { 200: toJsonSchema(z.object({ record: z.array(adminUserSchema) })) },
      },
    },
    async (request) => ({ record: await people.listUsers(request.query.q, 100) }),
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      preHandler: adminOnly,
      schema: {
        summary: 'Grant or take a role (admins only; the last admin keeps the role)',
        tags: ['admin: people'],
        params: toJsonSchema(roleParams, 'input'),
        body: toJsonSchema(roleBody, 'input'),
        response: { 200: toJsonSchema(adminUserSchema), 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => app.people.service.setRole(request.params.id, request.body.role, { id: request.user!.id }),
  );

  app.get(
    '/api/admin/deletion-requests',
    // Mobile numbers and the users' own words: personal data, for admins only.
    {
      preHandler: adminOnly,
      schema: {
        summary: 'Account deletion requests with reason, description and removal date (admins only)',
        tags: ['admin: people'],
        response: { 200: toJsonSchema(z.object({ record: z.array(deletionRequestEntrySchema) })) },
      },
    },
    async () => ({ record: await people.listDeletionRequests() }),
  );
}
