import { useMemo } from 'react';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import Radio from '@arco-design/web-react/es/Radio';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import {
  MATERIAL_CATEGORY_DICT,
  emptyMaterialValues,
  materialForm,
  type MaterialFormValues,
} from '@pm/domain/forms';
import type { MaterialDetail } from '@pm/domain/shapes';
import { MATERIAL_BUTTONS, MATERIAL_CONFIDENTIALITY } from '@pm/domain/workflow';
import { useBtn } from '@pm/web/auth';
import { useBusinessDate } from '@pm/web/store';
import { FileUpload, FormDrawer, RecordSelect, useDict, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useCreateMaterialMutation } from '../api/create-material';
import { useGetMaterialCategoriesQuery } from '../api/get-material-categories';
import { useGetMaterialProjectsQuery } from '../api/get-material-projects';
import { proposedRetention } from '../material-values';

const useProjects = (keyword: string, skip: boolean) => useGetMaterialProjectsQuery(keyword, { skip });

export interface MaterialFormDrawerProps {
  visible: boolean;
  onClose: () => void;
  onCreated: (entry: MaterialDetail) => void;
}

/**
 * Filing a new entry: project, category (its retention period proposes the date to keep it until), title,
 * confidentiality (confidential only for holders of `archive:confidential`) and any number of files, each a
 * document. Checked as typed by the form the server runs; a 422 lands under its fields.
 */
export function MaterialFormDrawer({ visible, onClose, onCreated }: MaterialFormDrawerProps) {
  const { t } = useTranslation([NS, 'common']);
  const [form] = Form.useForm<MaterialFormValues>();
  const [create] = useCreateMaterialMutation();
  const today = useBusinessDate();
  const context = useMemo(() => ({ today }), [today]);
  const rules = useSchemaRules(materialForm, context, form);
  const label = useSchemaLabel(materialForm);
  const categories = useDict(MATERIAL_CATEGORY_DICT);
  const { data: rulesOfCategories } = useGetMaterialCategoriesQuery();
  const mayFileConfidential = useBtn([MATERIAL_BUTTONS.confidential]);
  const category = Form.useWatch('category', form) as string | undefined;
  const proposed = proposedRetention(category, rulesOfCategories, today);
  const item = (field: keyof MaterialFormValues & string) => ({
    field,
    label: label(field),
    rules: rules(field),
  });

  const submit = async (values: MaterialFormValues) => {
    const created = await create(values).unwrap();
    Message.success(t('material.form.created', { code: created.code }));
    onCreated(created);
  };

  return (
    <FormDrawer<MaterialFormValues>
      title={t('material.form.createTitle')}
      visible={visible}
      onClose={onClose}
      form={form}
      initialValues={emptyMaterialValues()}
      onSubmit={submit}
      width={640}
    >
      <Form.Item {...item('projectId')}>
        <RecordSelect useRows={useProjects} placeholder={t('material.form.projectSearch')} />
      </Form.Item>
      <Form.Item {...item('category')}>
        <Select
          options={categories.options}
          loading={categories.isLoading}
          onChange={(value: string) => {
            const next = proposedRetention(value, rulesOfCategories, today);
            if (next) form.setFieldsValue({ retentionUntil: next.until });
          }}
        />
      </Form.Item>
      <Form.Item {...item('title')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        {...item('confidentiality')}
        extra={mayFileConfidential ? undefined : t('material.form.confidentialNeedsRight')}
      >
        <Radio.Group type="button">
          {MATERIAL_CONFIDENTIALITY.map((value) => (
            <Radio key={value} value={value} disabled={value === 'confidential' && !mayFileConfidential}>
              {t(`material.confidentiality.${value}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        {...item('retentionUntil')}
        dependencies={['category']}
        extra={proposed ? t('material.form.retentionHint', { years: proposed.years }) : undefined}
      >
        <DatePicker style={{ width: '100%' }} disabledDate={(date) => date.format('YYYY-MM-DD') < today} />
      </Form.Item>
      <Form.Item {...item('fileIds')} extra={t('material.form.filesHint')}>
        <FileUpload />
      </Form.Item>
    </FormDrawer>
  );
}
