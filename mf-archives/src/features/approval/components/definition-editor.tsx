import { useMemo } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Form from '@arco-design/web-react/es/Form';
import Message from '@arco-design/web-react/es/Message';
import Modal from '@arco-design/web-react/es/Modal';
import Typography from '@arco-design/web-react/es/Typography';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import {
  MAX_DEFINITION_NODES,
  approvalDefinitionForm,
  type DefinitionContext,
  type DefinitionFormValues,
} from '@pm/domain/forms';
import type { ApprovalDefinitionSummary } from '@pm/domain/shapes';
import { FormDrawer, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';
import { usePublishApprovalDefinitionMutation } from '../api/publish-definition';
import { emptyNode, toEditorValues, toPublishBody } from '../definition-values';
import { NodeCard } from './node-card';

/** The page does not know how many users hold a role: the server checks a role's vote threshold. */
const PAGE_CONTEXT: DefinitionContext = { roleHolders: {} };

export interface DefinitionEditorProps {
  /** The business type being edited; the drawer is closed while null. */
  summary: ApprovalDefinitionSummary | null;
  onClose: () => void;
}

/**
 * The nodes of a business type's next definition version, in order (add, move, remove), each checked by the rules
 * the server runs; publishing asks first, saying that running approvals keep their version.
 */
export function DefinitionEditor({ summary, onClose }: DefinitionEditorProps) {
  const { t } = useTranslation([NS, 'common']);
  const [form] = Form.useForm<DefinitionFormValues>();
  const [modal, modalHolder] = Modal.useModal();
  const [publish] = usePublishApprovalDefinitionMutation();
  const rules = useSchemaRules(approvalDefinitionForm, PAGE_CONTEXT, form);
  const current = summary?.current ?? null;
  const initialValues = useMemo(() => toEditorValues(current), [current]);
  const type = summary ? t(`approval.businessType.${summary.businessType}`, { ns: 'common' }) : '';
  const nextVersion = summary ? Math.max(summary.versions, current?.version ?? 0) + 1 : 1;

  const confirmed = () =>
    new Promise<boolean>((resolve) =>
      modal.confirm?.({
        title: t('approvalDefinition.confirmTitle', { type, version: nextVersion }),
        content: t('approvalDefinition.confirmContent', { version: nextVersion }),
        okText: t('approvalDefinition.publish'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );

  const submit = async (values: DefinitionFormValues) => {
    if (!summary) return;
    // A rejection keeps the drawer open with what was edited (FormDrawer), as a refusal by the server does.
    if (!(await confirmed())) throw new Error('publishing not confirmed');
    const saved = await publish({ businessType: summary.businessType, body: toPublishBody(values) }).unwrap();
    Message.success(t('approvalDefinition.published', { type, version: saved.version }));
  };

  return (
    <>
      {modalHolder}
      <FormDrawer<DefinitionFormValues>
        title={t('approvalDefinition.editTitle', { type })}
        visible={summary !== null}
        onClose={onClose}
        form={form}
        initialValues={initialValues}
        onSubmit={submit}
        okText={t('approvalDefinition.publish')}
        width={760}
      >
        <Typography.Paragraph type="secondary">
          {current
            ? t('approvalDefinition.editFrom', { version: current.version, next: nextVersion })
            : t('approvalDefinition.editNew', { next: nextVersion })}
        </Typography.Paragraph>
        <Form.List field="nodes">
          {(fields, { add, remove, move }) => (
            <>
              {fields.map((item, index) => (
                <NodeCard
                  key={item.key}
                  field={item.field}
                  index={index}
                  count={fields.length}
                  rules={rules}
                  onMove={(to) => move(index, to)}
                  onRemove={() => remove(index)}
                />
              ))}
              <Button
                long
                type="dashed"
                icon={<IconPlus />}
                disabled={fields.length >= MAX_DEFINITION_NODES}
                onClick={() => add(emptyNode())}
              >
                {t('approvalDefinition.addNode')}
              </Button>
            </>
          )}
        </Form.List>
      </FormDrawer>
    </>
  );
}
