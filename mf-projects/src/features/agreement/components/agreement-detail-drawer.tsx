import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import type { AgreementDetail } from '@pm/domain/shapes';
import { RecordDrawer } from '../../../shared/components/record-drawer';
import { NS } from '../../../locale';
import { useGetAgreementQuery } from '../api/get-agreement';
import { AgreementActions } from './agreement-actions';
import { AgreementView } from './agreement-view';

export interface AgreementDetailDrawerProps {
  /** The agreement shown; the drawer is closed while undefined. */
  id: number | undefined;
  onClose: () => void;
  onEdit: (agreement: AgreementDetail) => void;
}

/** One agreement: parties, term, schedules, clauses and file versions, with the actions it allows. */
export function AgreementDetailDrawer({ id, onClose, onEdit }: AgreementDetailDrawerProps) {
  const { t } = useTranslation(NS);
  return (
    <RecordDrawer
      id={id}
      query={useGetAgreementQuery(id ?? skipToken)}
      width={900}
      title={(shown) => (shown ? t('protocol.detailTitle', { number: shown.number }) : t('protocol.detail'))}
      footer={(shown) => <AgreementActions agreement={shown} onEdit={() => onEdit(shown)} />}
      onClose={onClose}
    >
      {(shown) => <AgreementView agreement={shown} />}
    </RecordDrawer>
  );
}
