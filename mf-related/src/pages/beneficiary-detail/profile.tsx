import type { ReactNode } from 'react';
import Descriptions from '@arco-design/web-react/es/Descriptions';
import Space from '@arco-design/web-react/es/Space';
import Tag from '@arco-design/web-react/es/Tag';
import { useTranslation } from 'react-i18next';
import { companyForm, personForm } from '@pm/domain/forms';
import {
  BENEFICIARY_DICTS,
  type BeneficiaryDetail,
  type CompanyProfile,
  type PersonProfile,
} from '@pm/domain/shapes';
import { AmountText, useDict, useSchemaLabel } from '@pm/web/ui';
import { NS } from '../../locale';
import { ExpiryText } from '../../features/beneficiary/components/expiry-text';
import { RevealId } from './reveal-id';

interface Line {
  label: string;
  value: ReactNode;
}

const orDash = (value: ReactNode) =>
  value === null || value === undefined || value === '' || value === false ? '-' : value;

function usePersonLines(detail: BeneficiaryDetail, person: PersonProfile): Line[] {
  const { t } = useTranslation(NS);
  const label = useSchemaLabel(personForm);
  const tags = useDict(BENEFICIARY_DICTS.vulnerabilityTag);
  const sources = useDict(BENEFICIARY_DICTS.source);
  const relations = useDict(BENEFICIARY_DICTS.guardianRelation);
  const line = (field: keyof PersonProfile, value: ReactNode = person[field] as ReactNode): Line => ({
    label: label(field),
    value: orDash(value),
  });
  return [
    line('name'),
    line('gender', person.gender && t(`beneficiary.genders.${person.gender}`)),
    line('idType', person.idType && t(`beneficiary.idTypes.${person.idType}`)),
    line('idNumber', <RevealId id={detail.id} masked={person.idNumber} />),
    line('birthDate'),
    line('mobile'),
    line('areaCode', detail.areaName ?? person.areaCode),
    line('address'),
    line('email'),
    line('householdSize'),
    line(
      'vulnerabilityTags',
      person.vulnerabilityTags.length > 0 && (
        <Space wrap size={4}>
          {person.vulnerabilityTags.map((tag) => (
            <Tag key={tag} size="small">
              {tags.label(tag)}
            </Tag>
          ))}
        </Space>
      ),
    ),
    line('source', person.source && sources.label(person.source)),
    line('guardianName'),
    line('guardianRelation', person.guardianRelation && relations.label(person.guardianRelation)),
    line('guardianMobile'),
    line('bankName'),
    line('bankAccountName'),
    line('bankAccountNo'),
    line('consentDate'),
  ];
}

function useCompanyLines(detail: BeneficiaryDetail, company: CompanyProfile): Line[] {
  const { t } = useTranslation(NS);
  const label = useSchemaLabel(companyForm);
  const orgTypes = useDict(BENEFICIARY_DICTS.orgType);
  const line = (field: keyof CompanyProfile, value: ReactNode = company[field] as ReactNode): Line => ({
    label: label(field),
    value: orDash(value),
  });
  return [
    line('name'),
    line('creditCode'),
    line('legalRepresentative'),
    line('orgType', company.orgType && orgTypes.label(company.orgType)),
    line('contactName'),
    line('mobile'),
    line('areaCode', detail.areaName ?? company.areaCode),
    line('address'),
    line('email'),
    line('bankName'),
    line('bankAccountName'),
    line('bankAccountNo'),
    line(
      'qualifications',
      company.qualifications.length > 0 && (
        <Space direction="vertical" size={4}>
          {company.qualifications.map((item) => (
            <span key={item.id}>
              {item.name} · {item.fileName} · {t('beneficiary.detail.validUntil')}{' '}
              <ExpiryText date={item.expiryDate} />
            </span>
          ))}
        </Space>
      ),
    ),
  ];
}

function Lines({ lines, detail }: { lines: Line[]; detail: BeneficiaryDetail }) {
  const { t } = useTranslation(NS);
  const totals: Line[] = [
    { label: t('beneficiary.projectCount'), value: detail.projectCount },
    { label: t('beneficiary.detail.totalPaid'), value: <AmountText value={detail.totalPaid} /> },
  ];
  return (
    <Descriptions
      column={{ xs: 1, sm: 2, lg: 3 }}
      layout="inline-vertical"
      tableLayout="fixed"
      data={[...lines, ...totals]}
      labelStyle={{ whiteSpace: 'nowrap' }}
    />
  );
}

function PersonProfileView({ detail, person }: { detail: BeneficiaryDetail; person: PersonProfile }) {
  return <Lines lines={usePersonLines(detail, person)} detail={detail} />;
}

function CompanyProfileView({ detail, company }: { detail: BeneficiaryDetail; company: CompanyProfile }) {
  return <Lines lines={useCompanyLines(detail, company)} detail={detail} />;
}

/** The beneficiary's own fields (ID number, mobiles and account masked; the ID revealed on request). */
export function Profile({ detail }: { detail: BeneficiaryDetail }) {
  if (detail.person) return <PersonProfileView detail={detail} person={detail.person} />;
  if (detail.company) return <CompanyProfileView detail={detail} company={detail.company} />;
  return null;
}
