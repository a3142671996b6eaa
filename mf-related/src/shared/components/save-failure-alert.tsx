import Alert from '@arco-design/web-react/es/Alert';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '@pm/web/ui';
import { NS } from '../../locale';
import type { ExistingRecord, SaveFailure } from '../save-failure';

export interface SaveFailureAlertProps {
  failure: SaveFailure | null;
  /** The existing record's detail page (null: named without a link). */
  detailPath: (existing: ExistingRecord) => string | null;
}

/**
 * Why the last save was refused, above the form: the record that already has this ID number or credit code (a
 * 409, with a link to its detail page), or the server's reason. Field messages (a 422) stand under their fields.
 */
export function SaveFailureAlert({ failure, detailPath }: SaveFailureAlertProps) {
  const { t } = useTranslation(NS);
  if (!failure || failure.kind === 'fields') return null;
  const path = failure.kind === 'conflict' ? detailPath(failure.existing) : null;
  return (
    <Alert
      type="error"
      style={{ marginBottom: 16 }}
      title={failure.message || t('saveFailure.failed')}
      content={
        failure.kind === 'conflict' && (
          <>
            {t('saveFailure.conflict')}{' '}
            {path === null ? (
              failure.existing.name
            ) : (
              <RouterLink to={path}>{failure.existing.name}</RouterLink>
            )}
          </>
        )
      }
    />
  );
}
