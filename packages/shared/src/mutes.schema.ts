import { z } from './zod.ts';
import { MUTE_KINDS, MUTE_LABEL_MAX_LENGTH, MUTE_VALUE_MAX_LENGTH, MUTES_MAX } from './mute-rules.ts';

/* The mutes' wire (decision 093); their rules, without zod, are in mute-rules.ts. */

export const muteSchema = z
  .object({
    kind: z.enum(MUTE_KINDS),
    value: z.string().min(1).max(MUTE_VALUE_MAX_LENGTH),
    /** What the settings list shows: the vendor, the category's or topic's name, or the words themselves. */
    label: z.string().min(1).max(MUTE_LABEL_MAX_LENGTH),
  })
  .strict();

export const mutedSchema = muteSchema.extend({ created: z.string() });

/** The account's mutes, oldest first (the order they were added in). */
export const muteListSchema = z.object({ mutes: z.array(mutedSchema) });
export type MuteList = z.infer<typeof muteListSchema>;

export const muteMergeBodySchema = z.object({ mutes: z.array(muteSchema).max(MUTES_MAX) });
export const muteParamsSchema = z.object({ kind: z.enum(MUTE_KINDS), value: z.string().min(1).max(MUTE_VALUE_MAX_LENGTH) });
export const muteRemovedSchema = z.object({ removed: z.boolean() });
