import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Select from '@arco-design/web-react/es/Select';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Btn, useBtn } from '@pm/shared/auth';
import type { ApplicationDetail } from '@pm/shared/contracts';
import { applicationForm } from '@pm/shared/forms';
import { ListCard, useSchemaLabel } from '@pm/shared/ui';
import { APPLICATION_STATUSES, PROJECT_BUTTONS } from '@pm/shared/workflow';
import { useGetApplicationsQuery } from '../../features/application/api/get-applications';
import { ApplicationDetailDrawer } from '../../features/application/components/application-detail-drawer';
import { ApplicationFormDrawer } from '../../features/application/components/application-form-drawer';
import { ProjectFilterTag, idParam } from '../../features/application/components/project-filter-tag';
import { NS } from '../../locale';
import { applicationColumns } from './columns';

/**
 * Project applications (`/submit/apply`): the review queue and the applicant's form. `?projectId=` narrows the list
 * to one project and fixes it in the form; `&new=1` opens the form at once; `?id=` opens an application.
 */
export function ApplyPage() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const label = useSchemaLabel(applicationForm);
  const [params, setParams] = useSearchParams();
  const projectId = idParam(params.get('projectId'));
  const detailId = idParam(params.get('id'));
  const [editing, setEditing] = useState<ApplicationDetail>();
  const canCreate = useBtn([PROJECT_BUTTONS.applicationCreate]);

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
        title={t('apply.title')}
        searchPlaceholder={t('apply.search')}
        useList={useGetApplicationsQuery}
        columns={applicationColumns({
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
              placeholder={t('apply.allStatuses')}
              aria-label={t('apply.status')}
              style={{ width: 160 }}
              value={query.filters.status}
              onChange={(status?: string) => {
                const { status: _old, ...others } = query.filters;
                update({ filters: status ? { ...others, status } : others });
              }}
              options={APPLICATION_STATUSES.map((status) => ({
                value: status,
                label: t(`status.${status}`, { ns: 'common' }),
              }))}
            />
            <ProjectFilterTag
              projectId={idParam(query.filters.projectId)}
              format={(name) => t('apply.projectFilter', { name })}
              onClear={() => {
                const { projectId: _lifted, ...others } = query.filters;
                update({ filters: others });
              }}
            />
          </>
        )}
        actions={
          <Btn codes={[PROJECT_BUTTONS.applicationCreate]}>
            <Button type="primary" icon={<IconPlus />} onClick={() => patchParams({ new: '1' })}>
              {t('apply.new')}
            </Button>
          </Btn>
        }
      />
      <ApplicationFormDrawer
        visible={(canCreate && params.get('new') === '1') || editing !== undefined}
        application={editing}
        projectId={editing ? undefined : projectId}
        onClose={(saved) => {
          setEditing(undefined);
          patchParams({ new: undefined, id: saved ? String(saved.id) : (params.get('id') ?? undefined) });
        }}
      />
      <ApplicationDetailDrawer
        id={detailId}
        onClose={() => patchParams({ id: undefined })}
        onEdit={setEditing}
      />
    </>
  );
}
