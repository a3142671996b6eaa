/**
 * What a volunteer write changes: the list (status, verified hours), the detail and its service records. RTK
 * Query invalidates after a refusal too, so a 409 (changed by someone else) re-reads them.
 */
export const VOLUNTEER_TAGS = ['Volunteer'] as const;
