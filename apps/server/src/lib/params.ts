import { z } from 'zod';

/** A record id in a path: letters, digits, '-' and '_', as the ids this server makes and imports. */
export const idParam = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
