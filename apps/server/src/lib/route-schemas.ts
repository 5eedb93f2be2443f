import { z } from 'zod';
import { errorAnswer, toJsonSchema } from './json-schema.ts';

/** A route's body schema: the input side of the zod schema, what the client sends. */
export const body = <S extends z.ZodType>(schema: S) => toJsonSchema(schema, 'input');

/** The 200 answer, and the `{ Error }` answer of each status in `errors`. */
export const answer = <C extends number = 400 | 429>(schema: z.ZodType, errors: C[] = [400, 429] as C[]) => ({
  200: toJsonSchema(schema),
  ...(Object.fromEntries(errors.map((status) => [status, errorAnswer])) as Record<C, typeof errorAnswer>),
});

/** The answer of a change that has nothing more to say. */
export const okAnswer = toJsonSchema(z.object({ Success: z.literal(true) }));
