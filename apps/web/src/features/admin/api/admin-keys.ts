/** Query keys of the console; a mutation invalidates by the prefix of what it changed. */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  content: ['admin', 'content'] as const,
  records: (entity: string) => ['admin', 'records', entity] as const,
  audit: ['admin', 'audit'] as const,
  users: ['admin', 'users'] as const,
  deletionRequests: ['admin', 'deletion-requests'] as const,
  reach: ['admin', 'reach'] as const,
  linkHealth: ['admin', 'link-health'] as const,
  sources: ['admin', 'sources'] as const,
};
