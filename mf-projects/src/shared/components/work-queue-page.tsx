import { useState, type ReactNode } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Select from '@arco-design/web-react/es/Select';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@pm/web/router';
import { Btn, useBtn } from '@pm/web/auth';
import { ListCard, type ListCardProps } from '@pm/web/ui';
import { idParam } from '../paths';
import { NS } from '../../locale';
import { ProjectFilterTag } from './project-filter-tag';

/** What the page hands its form drawer. */
export interface WorkQueueFormProps<Detail> {
  visible: boolean;
  /** The record being edited; a new one when undefined. */
  record: Detail | undefined;
  /** The project the page was opened for (`?projectId=`): prefilled and fixed in a new record. */
  projectId: number | undefined;
  /** Called once per closing, with the record when it was just saved (the page then opens it). */
  onClose: (saved?: { id: number }) => void;
}

/** What the page hands its detail drawer. */
export interface WorkQueueDetailProps<Detail> {
  /** The record shown (`?id=`); the drawer is closed while undefined. */
  id: number | undefined;
  onClose: () => void;
  onEdit: (record: Detail) => void;
}

export interface WorkQueuePageProps<Row, Detail> {
  /**
   * The page's texts, under `<keyPrefix>.`: `title`, `search`, `status`, `allStatuses`, `projectFilter` ({{name}})
   * and `new`.
   */
  keyPrefix: string;
  useList: ListCardProps<Row>['useList'];
  columns: (onOpen: (id: number) => void) => ListCardProps<Row>['columns'];
  statuses: readonly string[];
  /** Whose status words the filter shows where they differ (`status.<entity>.*`, as StatusTag reads them). */
  entity?: string;
  /** The button code that creates a record. */
  createCode: string;
  renderForm: (props: WorkQueueFormProps<Detail>) => ReactNode;
  renderDetail: (props: WorkQueueDetailProps<Detail>) => ReactNode;
}

/**
 * A queue of records with their form and detail drawers (applications, agreements), all in the URL:
 * `?projectId=` narrows the list and fixes the project in a new record, `&new=1` opens the form at once,
 * `?id=` opens a record. Reload, back/forward and links from a project's page land on the same view.
 */
export function WorkQueuePage<Row extends object, Detail>(props: WorkQueuePageProps<Row, Detail>) {
  const { t } = useTranslation(NS, { keyPrefix: props.keyPrefix });
  const { t: common } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const projectId = idParam(params.get('projectId'));
  const [editing, setEditing] = useState<Detail>();
  const canCreate = useBtn([props.createCode]);

  // One navigation per change: two in a row would each start from the same, stale, parameters.
  const patchParams = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(name);
      else next.set(name, value);
    }
    setParams(next);
  };
  const statusLabel = (status: string) => {
    const label = common(`status.${status}`);
    return props.entity ? common(`status.${props.entity}.${status}`, { defaultValue: label }) : label;
  };

  return (
    <>
      <ListCard<Row>
        title={t('title')}
        searchPlaceholder={t('search')}
        useList={props.useList}
        columns={props.columns((id) => patchParams({ id: String(id) }))}
        filterNames={['status', 'projectId']}
        renderFilters={(query, update) => (
          <>
            <Select
              allowClear
              placeholder={t('allStatuses')}
              aria-label={t('status')}
              style={{ width: 160 }}
              value={query.filters.status}
              onChange={(status?: string) => {
                const { status: _old, ...others } = query.filters;
                update({ filters: status ? { ...others, status } : others });
              }}
              options={props.statuses.map((status) => ({ value: status, label: statusLabel(status) }))}
            />
            <ProjectFilterTag
              projectId={idParam(query.filters.projectId)}
              format={(name) => t('projectFilter', { name })}
              onClear={() => {
                const { projectId: _lifted, ...others } = query.filters;
                update({ filters: others });
              }}
            />
          </>
        )}
        actions={
          <Btn codes={[props.createCode]}>
            <Button type="primary" icon={<IconPlus />} onClick={() => patchParams({ new: '1' })}>
              {t('new')}
            </Button>
          </Btn>
        }
      />
      {props.renderForm({
        visible: (canCreate && params.get('new') === '1') || editing !== undefined,
        record: editing,
        projectId: editing ? undefined : projectId,
        onClose: (saved) => {
          setEditing(undefined);
          patchParams({ new: undefined, id: saved ? String(saved.id) : (params.get('id') ?? undefined) });
        },
      })}
      {props.renderDetail({
        id: idParam(params.get('id')),
        onClose: () => patchParams({ id: undefined }),
        onEdit: setEditing,
      })}
    </>
  );
}
