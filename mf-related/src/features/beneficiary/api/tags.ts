import type { ApiTag } from '@pm/web/api';

/** What a beneficiary write may change: every list and detail of beneficiaries. */
export const BENEFICIARY_WRITE_TAGS: ApiTag[] = ['Beneficiary'];
