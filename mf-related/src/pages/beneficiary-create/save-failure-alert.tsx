import Alert from '@arco-design/web-react/es/Alert';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '@pm/web/ui';
import { beneficiaryDetailPath } from '../../shared/paths';
import { NS } from '../../locale';
import type { SaveFailure } from './save-failure';

/**
 * Why the last save was refused, above the form: the record that already has this ID number or credit code (a
 * 409, with a link to it), or the server's reason. Field messages (a 422) stand under their fields instead.
 */
export function SaveFailureAlert({ failure }: { failure: SaveFailure | null }) {
  const { t } = useTranslation(NS);
  if (!failure || failure.kind === 'fields') return null;
  return (
    <Alert
      type="error"
      style={{ marginBottom: 16 }}
      title={failure.message || t('beneficiary.form.failed')}
      content={
        failure.kind === 'conflict' && (
          <>
            {t('beneficiary.form.conflict')}{' '}
            <RouterLink to={beneficiaryDetailPath(failure.existing.type, failure.existing.id)}>
              {failure.existing.name}
            </RouterLink>
          </>
        )
      }
    />
  );
}
