import { useMemo } from 'react';
import Alert from '@arco-design/web-react/es/Alert';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import type { DuplicateCheck } from '@pm/domain/shapes';
import { RouterLink, useSettled } from '@pm/web/ui';
import { beneficiaryDetailPath } from '../../../shared/paths';
import { NS } from '../../../locale';
import { useFindDuplicatesQuery } from '../api/find-duplicates';

/**
 * "Possible duplicates": the records that share what has been typed so far (a name and birth date, a mobile, an
 * ID number, a credit code), each linked to its detail. Asked once the typing settles; a warning, never a block.
 */
export function DuplicateWarning({ check }: { check: DuplicateCheck | null }) {
  const { t } = useTranslation(NS);
  const settledKey = useSettled(check ? JSON.stringify(check) : '');
  const settled = useMemo(
    () => (settledKey ? (JSON.parse(settledKey) as DuplicateCheck) : null),
    [settledKey],
  );
  const { currentData } = useFindDuplicatesQuery(settled ?? skipToken);
  const candidates = settled ? (currentData?.list ?? []) : [];
  if (candidates.length === 0) return null;
  return (
    <Alert
      type="warning"
      style={{ marginBottom: 16 }}
      title={t('beneficiary.duplicates.title', { count: candidates.length })}
      content={
        <ul style={{ margin: 0, paddingLeft: 20 }} aria-label={t('beneficiary.duplicates.list')}>
          {candidates.map((candidate) => (
            <li key={candidate.id}>
              <RouterLink to={beneficiaryDetailPath(candidate.type, candidate.id)}>
                {candidate.name}
              </RouterLink>{' '}
              {[candidate.idNumber, candidate.birthDate, candidate.mobile].filter(Boolean).join(' · ')}
              {' — '}
              {candidate.reasons
                .map((reason) => t(`beneficiary.duplicates.reasons.${reason}`))
                .join(t('beneficiary.duplicates.and'))}
            </li>
          ))}
        </ul>
      }
    />
  );
}
