import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BENEFICIARY_DICTS, type BeneficiaryDetail } from '@pm/domain/shapes';
import { useDict } from '@pm/web/ui';
import { NS } from '../../locale';

const blank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A profile field's value as a person reads it: choices and dictionary values by their label, the area by its
 * name, a file as "attached"; '' for nothing.
 */
export function useShownValue() {
  const { t } = useTranslation(NS);
  const tags = useDict(BENEFICIARY_DICTS.vulnerabilityTag);
  const sources = useDict(BENEFICIARY_DICTS.source);
  const relations = useDict(BENEFICIARY_DICTS.guardianRelation);
  const orgTypes = useDict(BENEFICIARY_DICTS.orgType);
  return useCallback(
    (record: BeneficiaryDetail, field: string, value: unknown): string => {
      if (Array.isArray(value)) return value.map((each) => tags.label(String(each))).join('、');
      if (blank(value)) return '';
      const text = String(value);
      switch (field) {
        case 'gender':
          return t(`beneficiary.genders.${text}`);
        case 'idType':
          return t(`beneficiary.idTypes.${text}`);
        case 'areaCode':
          return record.areaName ?? text;
        case 'source':
          return sources.label(text);
        case 'guardianRelation':
          return relations.label(text);
        case 'orgType':
          return orgTypes.label(text);
        case 'consentFileId':
          return t('beneficiary.merge.fileAttached');
        default:
          return text;
      }
    },
    [t, tags, sources, relations, orgTypes],
  );
}
