import { z } from './zod.ts';

/** One knowledge-base entry; policies are the entries of the category named 'policy' (spec 000 §3). */
export const knowledgeSchema = z.object({ id: z.string(), title: z.string(), html: z.string() });
export type Knowledge = z.infer<typeof knowledgeSchema>;

export const knowledgeBaseSchema = z.object({
  knowledge_categories: z.array(z.object({ knowledge_category_name: z.string(), knowledge: z.array(knowledgeSchema) })),
});
export type KnowledgeBase = z.infer<typeof knowledgeBaseSchema>;
