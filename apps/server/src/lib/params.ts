import { RECORD_ID } from '@wiy/shared/constants';
import { z } from 'zod';

/** A record id in a path: letters, digits, '-' and '_', as the ids this server makes and imports. */
export const idParam = z.string().regex(RECORD_ID);
