import { DAY, DEMO_REFERENCE_DATE } from './dates';
import { creditCode, residentIdNumber } from './identity-numbers';

/** The foundation's own registration, as certified for the administrator's and the officer's accounts. */
const FOUNDATION = {
  accountType: '企业账号',
  legalPerson: '陈志远',
  certificateType: '中国居民身份证',
  authenticationNumber: residentIdNumber('110101', '1968-03-15', 451),
  enterpriseName: '晨光公益基金会',
  enterpriseCertificateType: '基金会法人登记证书',
  organizationCode: creditCode('53', '100000', 'MJ0012345'),
};

interface DemoCertification {
  enterprise: typeof FOUNDATION & { status: number; certifiedAt: Date };
  records: { certificationType: string; certificationContent: string; status: number; createdAt: Date }[];
}

const daysAgo = (days: number) => new Date(DEMO_REFERENCE_DATE - days * DAY);

export const DEMO_CERTIFICATIONS: Record<string, DemoCertification> = {
  admin: {
    enterprise: { ...FOUNDATION, status: 1, certifiedAt: daysAgo(240) },
    records: [
      {
        certificationType: '企业实名认证',
        certificationContent: `企业实名认证，法人姓名：${FOUNDATION.legalPerson}`,
        status: 1,
        createdAt: daysAgo(240),
      },
      {
        certificationType: '企业实名认证',
        certificationContent: '企业实名认证，登记证书已过期，认证未通过',
        status: 2,
        createdAt: daysAgo(250),
      },
    ],
  },
  officer: {
    enterprise: { ...FOUNDATION, status: 0, certifiedAt: daysAgo(3) },
    records: [
      {
        certificationType: '企业实名认证',
        certificationContent: `企业实名认证，法人姓名：${FOUNDATION.legalPerson}，经办人：王丽`,
        status: 0,
        createdAt: daysAgo(3),
      },
    ],
  },
};
