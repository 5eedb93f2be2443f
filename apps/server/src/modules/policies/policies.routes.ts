import { knowledgeBaseSchema } from '@wiy/shared/policy.schema';
import { z } from 'zod';
import { toJsonSchema, type WireApp } from '../../lib/json-schema.ts';
import { presentKnowledgeBase } from './policies.presenter.ts';

const params = z.object({ product: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) });

/** The knowledge base the policy pages and the footer read (spec 000 §7). */
export async function policiesRoutes(app: WireApp): Promise<void> {
  app.get(
    '/lom/get/knowledgebase/:product',
    {
      schema: {
        summary: "A product's knowledge base; policies are its category named 'policy'",
        tags: ['policies'],
        params: toJsonSchema(params, 'input'),
        response: { 200: toJsonSchema(knowledgeBaseSchema) },
      },
    },
    async (request) => presentKnowledgeBase(await app.policies.repository.findByProduct(request.params.product)),
  );
}
