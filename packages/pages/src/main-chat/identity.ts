/** Who the main chat is for, from the page's query: userId, and projectId (or jobId). */
export function identityFromQuery(search = globalThis.location?.search ?? ''): { userId?: string; projectId?: string } {
  const query = new URLSearchParams(search);
  const userId = query.get('userId')?.trim();
  const projectId = (query.get('projectId') ?? query.get('jobId'))?.trim();
  return { ...(userId ? { userId } : {}), ...(projectId ? { projectId } : {}) };
}
