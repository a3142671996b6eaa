import type { AgreementListItem } from '@pm/domain/shapes';
import type { Page } from '@pm/domain/contracts';
import { subMoney, sumMoney } from '@pm/domain/money';

/**
 * What a project can still put under agreement: its approved amount less its other agreements that are not
 * terminated (the one being edited excluded). Unknown (undefined) without an approved amount or when the page of
 * agreements does not hold them all; the server checks the same figure under lock either way.
 */
export function projectAvailable(
  approvedAmount: string | null | undefined,
  agreements: Page<AgreementListItem> | undefined,
  exceptId?: number,
): string | undefined {
  if (!approvedAmount || !agreements || agreements.total > agreements.list.length) return undefined;
  const live = agreements.list.filter(
    (agreement) => agreement.status !== 'terminated' && agreement.id !== exceptId,
  );
  return subMoney(approvedAmount, sumMoney(live.map((agreement) => agreement.totalAmount)));
}
