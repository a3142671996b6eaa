import Space from '@arco-design/web-react/es/Space';
import Steps from '@arco-design/web-react/es/Steps';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { ApprovalInstanceDetail, ApprovalTask } from '@pm/domain/shapes';
import { formatDateTime } from '@pm/web/i18n';
import { StatusTag } from '@pm/web/ui';
import { NS } from '../../../locale';
import { conditionText, modeText, sourceText } from '../node-words';

type StepStatus = 'wait' | 'process' | 'finish' | 'error';

/** The node the instance stands at (running) or stopped at: its current node, else the last one acted on. */
function stoppedAt(detail: ApprovalInstanceDetail): number {
  if (detail.currentNode !== null) return detail.currentNode;
  if (detail.status === 'approved') return detail.nodes.length - 1;
  return Math.max(0, ...detail.history.map((entry) => entry.nodeIndex));
}

const STATUS_AT_STOP: Record<ApprovalInstanceDetail['status'], StepStatus> = {
  running: 'process',
  approved: 'finish',
  rejected: 'error',
  withdrawn: 'wait',
  cancelled: 'wait',
};

function TaskLine({ task }: { task: ApprovalTask }) {
  const { i18n } = useTranslation();
  return (
    <li>
      <Space wrap size={6}>
        <span>{task.assignee}</span>
        <StatusTag status={task.status} entity="approvalTask" />
        {task.actedAt && (
          <Typography.Text type="secondary">{formatDateTime(task.actedAt, i18n.language)}</Typography.Text>
        )}
      </Space>
      {task.comment && <div>{task.comment}</div>}
    </li>
  );
}

/**
 * The nodes that apply to the instance, in order, as steps: who approves at each and how (any one, everyone, n of m
 * votes), from what amount it applies, and each task with its state and comment.
 */
export function NodeSteps({ detail }: { detail: ApprovalInstanceDetail }) {
  const { t } = useTranslation([NS, 'common']);
  const at = stoppedAt(detail);
  return (
    <Steps direction="vertical" size="small" current={at + 1} status={STATUS_AT_STOP[detail.status]}>
      {detail.nodes.map((node, index) => {
        const tasks = detail.tasks.filter((task) => task.nodeIndex === index);
        const names = detail.approverNames?.[index] ?? [...new Set(tasks.map((task) => task.assignee))];
        const condition = conditionText(t, node);
        return (
          <Steps.Step
            key={index}
            title={node.name}
            description={
              <div>
                <div>
                  {names.length > 0 ? names.join(t('approvalNode.separator')) : sourceText(t, node)}
                  {' · '}
                  {modeText(t, node, names.length || undefined)}
                </div>
                {condition && <Typography.Text type="secondary">{condition}</Typography.Text>}
                {tasks.length > 0 && (
                  <ul
                    aria-label={t('approvalDetail.tasksOf', { node: node.name })}
                    style={{ paddingLeft: 16 }}
                  >
                    {tasks.map((task) => (
                      <TaskLine key={task.id} task={task} />
                    ))}
                  </ul>
                )}
              </div>
            }
          />
        );
      })}
    </Steps>
  );
}
