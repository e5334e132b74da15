/** Who a developer test page acts for: from the page's query, else the spec's fallbacks. */
export interface QueryIdentity {
  projectId: string;
  userId: string;
}

/** The fallbacks outside the chat call (spec §6): default-user and demo-project. */
export const TEST_PAGE_IDENTITY: QueryIdentity = { projectId: 'demo-project', userId: 'default-user' };

/** `projectId` and `userId` from the page's query string, each falling back to {@link TEST_PAGE_IDENTITY}. */
export function identityFromQuery(search = globalThis.location?.search ?? ''): QueryIdentity {
  const query = new URLSearchParams(search);
  const projectId = query.get('projectId')?.trim();
  const userId = query.get('userId')?.trim();
  return { projectId: projectId || TEST_PAGE_IDENTITY.projectId, userId: userId || TEST_PAGE_IDENTITY.userId };
}

/** Only what the page's query names (the chat calls leave the rest to the server's fallbacks). */
export function namedIdentityFromQuery(search = globalThis.location?.search ?? ''): Partial<QueryIdentity> {
  const query = new URLSearchParams(search);
  const projectId = query.get('projectId')?.trim();
  const userId = query.get('userId')?.trim();
  return { ...(projectId ? { projectId } : {}), ...(userId ? { userId } : {}) };
}
