import { useEffect, useMemo, useState } from 'react';
import Alert from '@arco-design/web-react/es/Alert';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Form from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import Popconfirm from '@arco-design/web-react/es/Popconfirm';
import Select from '@arco-design/web-react/es/Select';
import Space from '@arco-design/web-react/es/Space';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@pm/web/router';
import type { ReportTemplateVersion } from '@pm/domain/shapes';
import { ReportFields } from '@pm/web/report-form';
import { QueryState, applyFormErrors } from '@pm/web/ui';
import {
  useCreateReportTemplateMutation,
  useGetReportTemplateQuery,
  useNewTemplateVersionMutation,
  useSaveTemplateVersionMutation,
  useTemplateVersionActionMutation,
  useUpdateReportTemplateMutation,
} from '../../features/report-template/api/report-templates';
import {
  newField,
  newSection,
  toDefinition,
  toDesign,
  type DesignState,
} from '../../features/report-template/design-values';
import { NS } from '../../locale';
import { idParam } from '../../shared-paths';
import { SectionsEditor } from './sections-editor';

const { Row, Col } = Grid;

/** Server paths name the definition (`definition.sections[0].fields[1].key`); the form holds it at the top. */
const withoutDefinition = (error: unknown) => {
  const data = (error as { data?: { errors?: { field: string; message: string }[] } })?.data;
  data?.errors?.forEach((entry) => (entry.field = entry.field.replace(/^definition\./, '')));
  return error;
};

/**
 * `/system/report/create-template[?id=<template>&version=<id>]`: a template's names and a version's form, with a
 * live preview of the report it makes. A draft is saved and published (then frozen); a published version opens a
 * new draft or is retired.
 */
export function ReportTemplateDesignPage() {
  const { t } = useTranslation([NS, 'common']);
  const [params, setParams] = useSearchParams();
  const templateId = idParam(params.get('id'));
  const detail = useGetReportTemplateQuery(templateId ?? skipToken);
  const [form] = Form.useForm<DesignState>();
  const [preview] = Form.useForm();
  const [definition, setDefinition] = useState(() => toDefinition({ sections: [newSection()] }));
  const [busy, setBusy] = useState(false);
  const [create] = useCreateReportTemplateMutation();
  const [rename] = useUpdateReportTemplateMutation();
  const [saveVersion] = useSaveTemplateVersionMutation();
  const [act] = useTemplateVersionActionMutation();
  const [openVersion] = useNewTemplateVersionMutation();

  const template = detail.currentData;
  const versions = useMemo(() => template?.versions ?? [], [template]);
  const wanted = idParam(params.get('version'));
  const current: ReportTemplateVersion | undefined =
    versions.find((version) => version.id === wanted) ??
    versions.find((version) => version.status === 'draft') ??
    versions.at(-1);
  const frozen = current !== undefined && current.status !== 'draft';

  useEffect(() => {
    if (templateId !== undefined && !template) return;
    const sections = current ? toDesign(current.definition) : [newSection()];
    form.setFieldsValue({
      nameZh: template?.nameZh ?? '',
      nameEn: template?.nameEn ?? '',
      description: template?.description ?? '',
      sections,
    });
    setDefinition(toDefinition({ sections }));
  }, [template, current?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    try {
      await step();
    } catch (error) {
      applyFormErrors(form, withoutDefinition(error));
    } finally {
      setBusy(false);
    }
  };

  const save = async (): Promise<ReportTemplateVersion | undefined> => {
    const state = await form.validate();
    const names = { nameZh: state.nameZh, nameEn: state.nameEn, description: state.description ?? '' };
    if (!template) {
      const created = await create({ ...names, definition: toDefinition(state) }).unwrap();
      setParams({ id: String(created.id) }, { replace: true });
      return created.versions[0];
    }
    if (
      names.nameZh !== template.nameZh ||
      names.nameEn !== template.nameEn ||
      names.description !== template.description
    ) {
      await rename({ id: template.id, version: template.version, ...names }).unwrap();
    }
    return saveVersion({
      id: current!.id,
      version: current!.version,
      definition: toDefinition(state),
    }).unwrap();
  };

  const saveDraft = () =>
    run(async () => {
      await save();
      Message.success(t('reportTemplate.saved'));
    });

  const publish = () =>
    run(async () => {
      const saved = await save();
      if (!saved) return;
      const published = await act({ id: saved.id, version: saved.version, action: 'publish' }).unwrap();
      Message.success(t('reportTemplate.published', { seq: published.seq }));
    });

  const retire = () =>
    run(async () => {
      await act({ id: current!.id, version: current!.version, action: 'retire' }).unwrap();
    });

  const newVersion = () =>
    run(async () => {
      const next = await openVersion(template!.id).unwrap();
      setParams({ id: String(template!.id), version: String(next.versions.at(-1)!.id) }, { replace: true });
    });

  if (templateId !== undefined && !template) {
    return (
      <Card>
        <QueryState isLoading={detail.isLoading} error={detail.error} refetch={() => void detail.refetch()} />
      </Card>
    );
  }

  const statusText = (status: string) => t(`reportTemplate.status.${status}`);
  return (
    <Card
      title={
        template ? `${t('reportTemplate.designTitle')} · ${template.nameZh}` : t('reportTemplate.designTitle')
      }
      extra={
        versions.length > 0 && (
          <Select
            aria-label={t('reportTemplate.version')}
            style={{ width: 200 }}
            value={current?.id}
            onChange={(id: number) => setParams({ id: String(template!.id), version: String(id) })}
          >
            {versions.map((version) => (
              <Select.Option key={version.id} value={version.id}>
                {`${t('reportTemplate.versionSeq', { seq: version.seq })} · ${statusText(version.status)}`}
              </Select.Option>
            ))}
          </Select>
        )
      }
    >
      {frozen && (
        <Alert
          type="info"
          style={{ marginBottom: 16 }}
          content={t('reportTemplate.frozen', { status: statusText(current!.status) })}
        />
      )}
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <Form<DesignState>
            form={form}
            layout="vertical"
            onValuesChange={() => setDefinition(toDefinition(form.getFieldsValue()))}
          >
            <Row gutter={12}>
              {(['nameZh', 'nameEn'] as const).map((name) => (
                <Col xs={24} md={12} key={name}>
                  <Form.Item
                    field={name}
                    label={t(`reportTemplate.${name}`)}
                    rules={[
                      {
                        required: true,
                        message: t('reportTemplate.nameRequired', { label: t(`reportTemplate.${name}`) }),
                      },
                    ]}
                  >
                    <Input maxLength={100} />
                  </Form.Item>
                </Col>
              ))}
            </Row>
            <Form.Item field="description" label={t('reportTemplate.description')}>
              <Input maxLength={500} />
            </Form.Item>
            <SectionsEditor disabled={frozen} newField={newField} newSection={newSection} />
          </Form>
          <Space wrap>
            {!frozen && (
              <>
                <Button loading={busy} onClick={() => void saveDraft()}>
                  {t('reportTemplate.saveDraft')}
                </Button>
                <Popconfirm title={t('reportTemplate.publishConfirm')} onOk={() => void publish()}>
                  <Button type="primary" loading={busy}>
                    {t('reportTemplate.publish')}
                  </Button>
                </Popconfirm>
              </>
            )}
            {frozen && !versions.some((version) => version.status === 'draft') && (
              <Button type="primary" loading={busy} onClick={() => void newVersion()}>
                {t('reportTemplate.newVersion')}
              </Button>
            )}
            {current?.status === 'published' && (
              <Popconfirm title={t('reportTemplate.retireConfirm')} onOk={() => void retire()}>
                <Button status="warning" loading={busy}>
                  {t('reportTemplate.retire')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        </Col>
        <Col xs={24} lg={10}>
          <Card
            title={t('reportTemplate.preview')}
            size="small"
            role="region"
            aria-label={t('reportTemplate.preview')}
          >
            <Form form={preview} layout="vertical">
              <ReportFields definition={definition} form={preview} />
            </Form>
          </Card>
        </Col>
      </Row>
    </Card>
  );
}
