/** Concepts that are the subject of every question here: naming only these names no subject. */
export const GENERAL: ReadonlySet<string> = new Set(['energy', 'new-build']);

/** Concepts that say what kind of answer is wanted, not what it is about: "a rebate on it" is about "it". */
export const KINDS: ReadonlySet<string> = new Set(['rebates']);
