/** Concepts that name no subject of their own here: energy in general, a new build, rebates. */
export const GENERAL: ReadonlySet<string> = new Set(['energy', 'new-build', 'rebates']);
