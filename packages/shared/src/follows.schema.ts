import { z } from './zod.ts';
import { RECORD_ID } from './constants.ts';
import { LOCALES } from './locales.ts';

/* Following a topic and the browsers its notices go to (decision 094). */

export const FOLLOW_KINDS = ['category', 'hot_topic'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** Topics one account follows at most. */
export const FOLLOWS_MAX = 100;
export const FOLLOWS_FULL = `You follow ${FOLLOWS_MAX} topics, the most an account can: unfollow one to follow another`;
/** Browsers one account keeps notices for; a new one past this replaces the one subscribed longest ago. */
export const PUSH_DEVICES_MAX = 20;
/** A push service's address is a URL of some 200 characters; a longer one is not a browser's. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;

export const followParamsSchema = z.object({ kind: z.enum(FOLLOW_KINDS), id: z.string().regex(RECORD_ID, 'Not an id') });
export type FollowParams = z.infer<typeof followParamsSchema>;

/** A followed topic with its current name, for the settings' list. */
export const followSchema = followParamsSchema.extend({ label: z.string(), created: z.string() });
export type Follow = z.infer<typeof followSchema>;
export const followListSchema = z.object({ follows: z.array(followSchema) });
export const unfollowedSchema = z.object({ removed: z.boolean() });

const base64url = (bytes: number) =>
  z
    .string()
    .length(Math.ceil((bytes * 4) / 3))
    .regex(/^[A-Za-z0-9_-]+$/, 'Not base64url');

/** What `PushSubscription.toJSON()` gives: the push service's address and the browser's keys (RFC 8291). */
export const pushDeviceSchema = z.object({
  endpoint: z
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) address')
    .max(PUSH_ENDPOINT_MAX_LENGTH),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
  /** The interface's language, which its notices are written in (decision 095); English when not said. */
  locale: z.enum(LOCALES).optional(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;
/** The browser to forget, in the body: an address in a URL would be written to every access log on its way. */
export const pushDeviceForgetSchema = z.object({ endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX_LENGTH) });
export const pushKeySchema = z.object({ publicKey: z.string() });

/** What a notice carries to the service worker, which shows it. */
export interface TopicNotice {
  title: string;
  body: string;
  /** Opened by a tap on the notice. */
  url: string;
  /** Opened by the notice's 'Notification settings' action, where the reader unfollows. */
  settingsUrl: string;
  /** One notice per topic on the screen: a newer one replaces it. */
  tag: string;
}
