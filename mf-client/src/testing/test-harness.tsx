// This remote's texts, then the one page harness every remote's tests use.
import type { ClientUser } from '@pm/domain/shapes';
import { registerLocale } from '../locale';

registerLocale();

export * from '@pm/web/testing';

/** A signed-in beneficiary, as the shell keeps it (`renderPage(…, { clientUser: clientUserFixture() })`). */
export function clientUserFixture(change: Partial<ClientUser> = {}): ClientUser {
  return {
    id: 1,
    type: 'person',
    name: '张晓梅',
    mobile: '138****0001',
    idNumber: '530*************12',
    areaCode: '530102',
    areaPath: ['云南省', '昆明市', '五华区'],
    address: '云南省昆明市',
    email: '',
    bankName: '中国农业银行',
    bankAccountName: '张晓梅',
    bankAccountNo: '6228 **** **** *** 8401',
    projectCount: 3,
    totalApproved: '100000.00',
    totalPaid: '50000.00',
    ...change,
  };
}
