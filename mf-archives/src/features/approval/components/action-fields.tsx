import { useMemo } from 'react';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import {
  APPROVAL_COMMENT_MAX,
  applicationApproveForm,
  approvalAddApproverForm,
  approvalNoteForm,
  approvalReasonForm,
  approvalReassignForm,
  approvalReturnForm,
  type FormSchema,
} from '@pm/domain/forms';
import type { ApprovalAction, ApprovalInstanceDetail } from '@pm/domain/shapes';
import { AmountInput, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';
import { UserSelect } from './user-select';

/** The actions asked in a dialog (withdraw is a plain confirmation). */
export type DialogAction = Exclude<ApprovalAction, 'withdraw'>;

export function CommentField({ schema, hint }: { schema: FormSchema<{ comment: string }>; hint?: string }) {
  const rules = useSchemaRules(schema);
  const label = useSchemaLabel(schema);
  return (
    <Form.Item field="comment" label={label('comment')} rules={rules('comment')}>
      <Input.TextArea
        placeholder={hint}
        maxLength={APPROVAL_COMMENT_MAX}
        showWordLimit
        autoSize={{ minRows: 3, maxRows: 6 }}
      />
    </Form.Item>
  );
}

/** An application's deciding approval: the amount granted (at most the amount requested) and a note. */
function AmountFields({ amountRequested }: { amountRequested: string }) {
  const context = useMemo(() => ({ amountRequested }), [amountRequested]);
  const rules = useSchemaRules(applicationApproveForm, context);
  const label = useSchemaLabel(applicationApproveForm);
  return (
    <>
      <Form.Item field="approvedAmount" label={label('approvedAmount')} rules={rules('approvedAmount')}>
        <AmountInput />
      </Form.Item>
      <CommentField schema={approvalNoteForm} />
    </>
  );
}

/** A return: one of the nodes before the current one, and why. */
function ReturnFields({ detail }: { detail: ApprovalInstanceDetail }) {
  const { t } = useTranslation(NS);
  const context = useMemo(() => ({ currentNode: detail.currentNode }), [detail.currentNode]);
  const rules = useSchemaRules(approvalReturnForm, context);
  const label = useSchemaLabel(approvalReturnForm);
  const earlier = detail.nodes.slice(0, detail.currentNode ?? 0);
  return (
    <>
      <Form.Item field="toNode" label={label('toNode')} rules={rules('toNode')}>
        <Select
          options={earlier.map((node, index) => ({ value: index, label: `${index + 1}. ${node.name}` }))}
          notFoundContent={t('approvalDetail.noEarlierNode')}
        />
      </Form.Item>
      <CommentField schema={approvalReasonForm} hint={t('approvalDetail.hint.return')} />
    </>
  );
}

function UserFields({ schema }: { schema: typeof approvalReassignForm }) {
  const rules = useSchemaRules(schema);
  const label = useSchemaLabel(schema);
  return (
    <>
      <Form.Item field="userId" label={label('userId')} rules={rules('userId')}>
        <UserSelect />
      </Form.Item>
      <Form.Item field="comment" label={label('comment')} rules={rules('comment')}>
        <Input.TextArea
          maxLength={APPROVAL_COMMENT_MAX}
          showWordLimit
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
      </Form.Item>
    </>
  );
}

export interface ActionFieldsProps {
  action: DialogAction;
  detail: ApprovalInstanceDetail;
  /** The approval decides an application: it grants an amount. */
  withAmount: boolean;
}

/** The fields of an action's dialog, each with the rule the server applies to it. */
export function ActionFields({ action, detail, withAmount }: ActionFieldsProps) {
  const { t } = useTranslation(NS);
  switch (action) {
    case 'approve':
      return withAmount && detail.subject.amount !== null ? (
        <AmountFields amountRequested={detail.subject.amount} />
      ) : (
        <CommentField schema={approvalNoteForm} />
      );
    case 'reject':
      return <CommentField schema={approvalReasonForm} hint={t('approvalDetail.hint.reject')} />;
    case 'return':
      return <ReturnFields detail={detail} />;
    case 'reassign':
      return <UserFields schema={approvalReassignForm} />;
    case 'addApprover':
      return <UserFields schema={approvalAddApproverForm} />;
  }
}
