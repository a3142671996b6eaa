import { useState } from 'react';
import Alert from '@arco-design/web-react/es/Alert';
import Button from '@arco-design/web-react/es/Button';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import Modal from '@arco-design/web-react/es/Modal';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import type { BatchResult, CertTemplate } from '@pm/domain/certificates/shapes';
import { RecordSelect } from '@pm/web/ui';
import {
  useGetCertProjectOptionsQuery,
  useGetCertRecipientOptionsQuery,
  useIssueCertificateMutation,
  useIssueCertificatesMutation,
} from '../api/cert-api';
import { NS } from '../../../locale';

export type IssueMode = 'one' | 'batch';

interface Values {
  templateId?: number;
  recipientId?: number;
  projectId?: number;
  amount?: string;
  minHours?: string;
}

const HOURS = /^\d{1,4}(\.\d{1,2})?$/;
const AMOUNT = /^\d{1,14}(\.\d{1,2})?$/;

const useProjects = (keyword: string, skip: boolean) => useGetCertProjectOptionsQuery(keyword, { skip });

/**
 * Issues one certificate (template, recipient of its type, project, amount for donors) or, for a volunteer template,
 * every volunteer of a project with enough verified hours: "Preview count" shows how many before issuing.
 */
export function IssueModal({
  mode,
  templates,
  onClose,
}: {
  mode: IssueMode | null;
  templates: CertTemplate[];
  onClose: () => void;
}) {
  const { t } = useTranslation([NS, 'common']);
  const [form] = Form.useForm<Values>();
  const [templateId, setTemplateId] = useState<number | undefined>();
  const [preview, setPreview] = useState<BatchResult | null>(null);
  const [issueOne, one] = useIssueCertificateMutation();
  const [issueBatch, batch] = useIssueCertificatesMutation();
  const usable = templates.filter(
    (template) => template.enabled && (mode !== 'batch' || template.recipientType === 'volunteer'),
  );
  const template = templates.find((candidate) => candidate.id === templateId);
  const recipientType = template?.recipientType ?? 'volunteer';
  const useRecipients = (keyword: string, skip: boolean) =>
    useGetCertRecipientOptionsQuery({ recipientType, keyword }, { skip: skip || !template });
  const needsAmount = template?.layout.fields.some((field) => field.kind === 'amount') ?? false;
  const required = (field: string) => ({ required: true, message: t('cert.issue.required', { field }) });

  const close = () => {
    form.resetFields();
    setTemplateId(undefined);
    setPreview(null);
    onClose();
  };

  const batchValues = async (previewOnly: boolean) => {
    const values = await form.validate();
    return {
      templateId: values.templateId!,
      projectId: values.projectId!,
      minHours: values.minHours!,
      preview: previewOnly,
    };
  };

  const submit = async () => {
    if (mode === 'batch') {
      const result = await issueBatch(await batchValues(false)).unwrap();
      Message.success(t('cert.issue.batchDone', result));
    } else {
      const values = await form.validate();
      const issued = await issueOne({
        templateId: values.templateId!,
        recipientId: values.recipientId!,
        projectId: values.projectId ?? null,
        amount: needsAmount ? (values.amount ?? null) : null,
      }).unwrap();
      Message.success(t('cert.issue.done', { number: issued.number }));
    }
    close();
  };

  return (
    <Modal
      title={mode === 'batch' ? t('cert.issue.batch') : t('cert.issue.one')}
      visible={mode !== null}
      onCancel={close}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('cert.issue.submit')}
      confirmLoading={one.isLoading || batch.isLoading}
      style={{ maxWidth: 'calc(100vw - 32px)' }}
      unmountOnExit
    >
      <Form<Values> form={form} layout="vertical" onValuesChange={() => setPreview(null)}>
        <Form.Item
          label={t('cert.issue.template')}
          field="templateId"
          rules={[required(t('cert.issue.template'))]}
        >
          <Select
            options={usable.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            onChange={(id: number) => {
              setTemplateId(id);
              form.setFieldValue('recipientId', undefined);
            }}
          />
        </Form.Item>
        {mode === 'one' && (
          <Form.Item
            label={`${t('cert.issue.recipient')}（${t(`cert.recipient.${recipientType}`)}）`}
            field="recipientId"
            rules={[required(t('cert.issue.recipient'))]}
          >
            <RecordSelect useRows={useRecipients} disabled={!template} />
          </Form.Item>
        )}
        <Form.Item
          label={t('cert.issue.project')}
          field="projectId"
          rules={mode === 'batch' || recipientType === 'volunteer' ? [required(t('cert.issue.project'))] : []}
        >
          <RecordSelect useRows={useProjects} />
        </Form.Item>
        {mode === 'one' && needsAmount && (
          <Form.Item
            label={t('cert.issue.amount')}
            field="amount"
            rules={[{ required: true, match: AMOUNT, message: t('cert.issue.amountRule') }]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
        )}
        {mode === 'batch' && (
          <>
            <Form.Item
              label={t('cert.issue.minHours')}
              field="minHours"
              initialValue="0"
              rules={[{ required: true, match: HOURS, message: t('cert.issue.hoursRule') }]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
            <Button
              loading={batch.isLoading && batch.originalArgs?.preview === true}
              onClick={() =>
                void batchValues(true)
                  .then((values) => issueBatch(values).unwrap())
                  .then(setPreview)
                  .catch(() => undefined)
              }
            >
              {t('cert.issue.preview')}
            </Button>
            {preview && (
              <Alert style={{ marginTop: 12 }} type="info" content={t('cert.issue.previewResult', preview)} />
            )}
          </>
        )}
      </Form>
    </Modal>
  );
}
