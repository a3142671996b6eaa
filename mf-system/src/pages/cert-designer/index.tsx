import { useEffect, useState } from 'react';
import Alert from '@arco-design/web-react/es/Alert';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Form from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import Input from '@arco-design/web-react/es/Input';
import InputNumber from '@arco-design/web-react/es/InputNumber';
import Message from '@arco-design/web-react/es/Message';
import Select from '@arco-design/web-react/es/Select';
import Space from '@arco-design/web-react/es/Space';
import Switch from '@arco-design/web-react/es/Switch';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@pm/web/router';
import {
  CERT_RECIPIENT_TYPES,
  defaultLayout,
  fieldAllowedFor,
  layoutProblems,
  type CertField,
  type CertLayout,
  type CertRecipientType,
} from '@pm/domain/certificates/layout';
import {
  CERT_DIGITS_MAX,
  CERT_DIGITS_MIN,
  CERT_PREFIX_PATTERN,
  certificateNumber,
} from '@pm/domain/certificates/number';
import { useGetCertTemplateQuery, useSaveCertTemplateMutation } from '../../features/cert/api/cert-api';
import { newCertTemplateValues, type CertTemplateValues } from '../../features/cert/cert-template-values';
import { NS } from '../../locale';
import { DesignerCanvas } from './canvas';
import { FieldPanel } from './field-panel';
import { ImageField, useImageUrl } from './image-field';

/**
 * `/system/cert/create` (`?id=` edits): the template designer. The fields are placed by dragging them on the
 * scaled page, by the arrow keys, or by their numbers; the preview shows sample data; the layout is checked with
 * the same rules the server applies (`layoutProblems`) before it is sent.
 */
export function CertDesignerPage() {
  const { t } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const existing = useGetCertTemplateQuery(id ?? 0, { skip: id === null });
  const [form] = Form.useForm<CertTemplateValues>();
  const [layout, setLayout] = useState<CertLayout>(() => defaultLayout('volunteer'));
  const [selected, setSelected] = useState<number | null>(null);
  const [save, saving] = useSaveCertTemplateMutation();
  const [watched, setWatched] = useState<CertTemplateValues>(newCertTemplateValues);
  const background = useImageUrl(watched.backgroundFileId ?? null);

  useEffect(() => {
    if (!existing.data) return;
    const {
      layout: saved,
      id: _id,
      version: _v,
      issuedCount: _c,
      nextNumber: _n,
      updatedAt: _u,
      ...values
    } = existing.data;
    form.setFieldsValue(values);
    setWatched(values);
    setLayout(saved);
  }, [existing.data, form]);

  const recipientType = watched.recipientType;
  const problems = layoutProblems(layout, recipientType);
  const year = new Date().getFullYear();
  const example = (() => {
    if (existing.data && existing.data.prefix === watched.prefix && existing.data.digits === watched.digits) {
      return existing.data.nextNumber;
    }
    try {
      return certificateNumber(watched.prefix, year, 1, watched.digits);
    } catch {
      return '—';
    }
  })();

  const changeType = (type: CertRecipientType) =>
    setLayout((current) => ({
      ...current,
      fields: current.fields.filter((field) => fieldAllowedFor(field.kind, type)),
    }));
  const moveField = (index: number, field: CertField) =>
    setLayout((current) => ({
      ...current,
      fields: current.fields.map((old, at) => (at === index ? field : old)),
    }));

  const submit = async () => {
    const values = await form.validate();
    if (problems.length > 0) {
      Message.error(t('certDesigner.fixProblems'));
      return;
    }
    const body = {
      ...newCertTemplateValues,
      ...values,
      layout,
      ...(existing.data ? { version: existing.data.version } : {}),
    };
    const saved = await save({ id, body }).unwrap();
    Message.success(t('certDesigner.saved'));
    navigate(`/system/cert/create?id=${saved.id}`, { replace: true });
  };

  const required = (message: string, extra: object = {}) => [{ required: true, message, ...extra }];
  return (
    <Card
      title={
        existing.data
          ? t('certDesigner.editTitle', { name: existing.data.name })
          : t('certDesigner.createTitle')
      }
      extra={
        <Space>
          <Button onClick={() => navigate('/system/cert')}>{t('certDesigner.back')}</Button>
          <Button
            type="primary"
            loading={saving.isLoading}
            onClick={() => void submit().catch(() => undefined)}
          >
            {t('certDesigner.save')}
          </Button>
        </Space>
      }
    >
      <Grid.Row gutter={[24, 16]}>
        <Grid.Col xs={24} lg={9}>
          <Form<CertTemplateValues>
            form={form}
            layout="vertical"
            initialValues={newCertTemplateValues}
            onValuesChange={(_change, all) => setWatched({ ...newCertTemplateValues, ...all })}
          >
            <Form.Item
              label={t('certDesigner.name')}
              field="name"
              rules={required(t('certDesigner.nameRule'), { maxLength: 60 })}
            >
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item
              label={t('certDesigner.recipientType')}
              field="recipientType"
              rules={required(t('certDesigner.recipientType'))}
            >
              <Select
                options={CERT_RECIPIENT_TYPES.map((type) => ({
                  value: type,
                  label: t(`cert.recipient.${type}`),
                }))}
                onChange={changeType}
              />
            </Form.Item>
            <Form.Item
              label={t('certDesigner.issuerName')}
              field="issuerName"
              rules={required(t('certDesigner.issuerRule'), { maxLength: 60 })}
            >
              <Input maxLength={60} />
            </Form.Item>
            <Space wrap align="start">
              <Form.Item
                label={t('certDesigner.prefix')}
                field="prefix"
                rules={required(t('certDesigner.prefixRule'), { match: new RegExp(CERT_PREFIX_PATTERN) })}
                normalize={(value?: string) => value?.toUpperCase()}
              >
                <Input maxLength={12} style={{ width: 160 }} />
              </Form.Item>
              <Form.Item
                label={t('certDesigner.digits')}
                field="digits"
                rules={required(t('certDesigner.digits'))}
              >
                <InputNumber
                  min={CERT_DIGITS_MIN}
                  max={CERT_DIGITS_MAX}
                  precision={0}
                  style={{ width: 120 }}
                />
              </Form.Item>
            </Space>
            <Alert
              type="info"
              content={t('certDesigner.nextNumber', { number: example })}
              style={{ marginBottom: 16 }}
            />
            <Form.Item label={t('certDesigner.background')} field="backgroundFileId">
              <ImageField />
            </Form.Item>
            <Form.Item label={t('certDesigner.seal')} field="sealFileId">
              <ImageField />
            </Form.Item>
            <Form.Item label={t('certDesigner.signature')} field="signatureFileId">
              <ImageField />
            </Form.Item>
            <Form.Item label={t('certDesigner.enabled')} field="enabled" triggerPropName="checked">
              <Switch />
            </Form.Item>
          </Form>
        </Grid.Col>
        <Grid.Col xs={24} lg={15}>
          <h3 style={{ marginTop: 0 }}>{t('certDesigner.preview')}</h3>
          <DesignerCanvas
            layout={layout}
            background={background}
            number={example}
            selected={selected}
            onSelect={setSelected}
            onMove={moveField}
          />
          {problems.length > 0 && (
            <Alert
              type="error"
              style={{ marginTop: 12 }}
              content={
                <ul style={{ margin: 0, paddingLeft: 16 }}>
                  {problems.map((problem) => (
                    <li key={`${problem.code}-${problem.index}`}>
                      {t(`certDesigner.problem.${problem.code}`, {
                        kind: problem.kind ? t(`certDesigner.kind.${problem.kind}`) : '',
                      })}
                    </li>
                  ))}
                </ul>
              }
            />
          )}
          <h3>{t('certDesigner.fields')}</h3>
          <FieldPanel
            layout={layout}
            recipientType={recipientType}
            selected={selected}
            onChange={(fields) => setLayout((current) => ({ ...current, fields }))}
          />
        </Grid.Col>
      </Grid.Row>
    </Card>
  );
}
