/**
 * What an archive write changes: the list (status, borrower, documents) and the entry's detail. RTK Query
 * invalidates after a refusal too, so a 409 (changed by someone else) re-reads them.
 */
export const MATERIAL_TAGS = ['Archive'] as const;
