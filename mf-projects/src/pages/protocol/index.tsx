import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Select from '@arco-design/web-react/es/Select';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Btn, useBtn } from '@pm/shared/auth';
import type { AgreementDetail } from '@pm/shared/contracts';
import { agreementForm } from '@pm/shared/forms';
import { ListCard, useSchemaLabel } from '@pm/shared/ui';
import { AGREEMENT_STATUSES, PROJECT_BUTTONS } from '@pm/shared/workflow';
import { useGetAgreementsQuery } from '../../features/agreement/api/get-agreements';
import { AgreementDetailDrawer } from '../../features/agreement/components/agreement-detail-drawer';
import { AgreementFormDrawer } from '../../features/agreement/components/agreement-form-drawer';
import { ProjectFilterTag, idParam } from '../../features/application/components/project-filter-tag';
import { NS } from '../../locale';
import { agreementColumns } from './columns';

/**
 * Agreements (`/submit/protocol`): drafting, approval and their files. `?projectId=` narrows the list and fixes the
 * project in the form, `&new=1` opens the form at once, `?id=` opens an agreement.
 */
export function ProtocolPage() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const label = useSchemaLabel(agreementForm);
  const [params, setParams] = useSearchParams();
  const projectId = idParam(params.get('projectId'));
  const detailId = idParam(params.get('id'));
  const [editing, setEditing] = useState<AgreementDetail>();
  const canCreate = useBtn([PROJECT_BUTTONS.agreementCreate]);

  // One navigation per change: two in a row would each start from the same, stale, parameters.
  const patchParams = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(name);
      else next.set(name, value);
    }
    setParams(next);
  };

  return (
    <>
      <ListCard
        title={t('protocol.title')}
        searchPlaceholder={t('protocol.search')}
        useList={useGetAgreementsQuery}
        columns={agreementColumns({
          t,
          label,
          locale: i18n.language,
          onOpen: (id) => patchParams({ id: String(id) }),
        })}
        filterNames={['status', 'projectId']}
        renderFilters={(query, update) => (
          <>
            <Select
              allowClear
              placeholder={t('protocol.allStatuses')}
              aria-label={t('protocol.status')}
              style={{ width: 160 }}
              value={query.filters.status}
              onChange={(status?: string) => {
                const { status: _old, ...others } = query.filters;
                update({ filters: status ? { ...others, status } : others });
              }}
              options={AGREEMENT_STATUSES.map((status) => ({
                value: status,
                label: t(`status.agreement.${status}`, {
                  ns: 'common',
                  defaultValue: t(`status.${status}`, { ns: 'common' }),
                }),
              }))}
            />
            <ProjectFilterTag
              projectId={idParam(query.filters.projectId)}
              format={(name) => t('protocol.projectFilter', { name })}
              onClear={() => {
                const { projectId: _lifted, ...others } = query.filters;
                update({ filters: others });
              }}
            />
          </>
        )}
        actions={
          <Btn codes={[PROJECT_BUTTONS.agreementCreate]}>
            <Button type="primary" icon={<IconPlus />} onClick={() => patchParams({ new: '1' })}>
              {t('protocol.new')}
            </Button>
          </Btn>
        }
      />
      <AgreementFormDrawer
        visible={(canCreate && params.get('new') === '1') || editing !== undefined}
        agreement={editing}
        projectId={editing ? undefined : projectId}
        onClose={(saved) => {
          setEditing(undefined);
          patchParams({ new: undefined, id: saved ? String(saved.id) : (params.get('id') ?? undefined) });
        }}
      />
      <AgreementDetailDrawer
        id={detailId}
        onClose={() => patchParams({ id: undefined })}
        onEdit={setEditing}
      />
    </>
  );
}
