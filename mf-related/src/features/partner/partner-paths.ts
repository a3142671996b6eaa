import type { PartnerType } from '@pm/domain/shapes';

/** Where the partner pages are, for links and navigation (routes.tsx routes them). */

/** The list a partner of this kind is shown in: supporters have their view of the implementing partners' page. */
export const partnerListPath = (type: PartnerType) =>
  type === 'supplier'
    ? '/related/partner/supplier'
    : `/related/partner/company${type === 'supporter' ? '?type=supporter' : ''}`;

export const partnerDetailPath = (id: number) => `/related/partner/detail?id=${id}`;

/** A new partner: supporters have their own page, the other two kinds share one (`?type=`). */
export const partnerCreatePath = (type: PartnerType) =>
  type === 'supporter' ? '/related/partner/create-support' : `/related/partner/create?type=${type}`;

/** A positive id from the URL (`?id=`), or undefined. */
export const idParam = (value: string | null | undefined) =>
  value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;
