import Modal from '@arco-design/web-react/es/Modal';
import { useTranslation } from 'react-i18next';
import type { BatchResult } from '@pm/domain/shapes';

/** What a batch answered, with the names of the rows sent by id: each failure is named as the user knows the row. */
export interface BatchOutcome<Action extends string = string> {
  action: Action;
  result: BatchResult;
  names: Readonly<Record<number, string>>;
}

export interface BatchResultDialogProps<Action extends string> {
  outcome: BatchOutcome<Action> | null;
  /**
   * Where the page keeps this dialog's texts: `<prefix>.resultTitle` ({{action}}), `<prefix>.succeeded` and
   * `<prefix>.failed` ({{count}}), `<prefix>.failures` (the name of the failure list), in namespace `ns`.
   */
  ns: string;
  prefix: string;
  /** The action's name in the title; the product-wide `action.<action>` unless given. */
  actionName?: (action: Action) => string;
  onClose: () => void;
}

/** How a batch went: how many rows went through, and each one that did not with the server's reason. */
export function BatchResultDialog<Action extends string>({
  outcome,
  ns,
  prefix,
  actionName,
  onClose,
}: BatchResultDialogProps<Action>) {
  const { t } = useTranslation([ns, 'common']);
  const action =
    outcome && (actionName ? actionName(outcome.action) : t(`action.${outcome.action}`, { ns: 'common' }));
  return (
    <Modal
      visible={outcome !== null}
      title={outcome && t(`${prefix}.resultTitle`, { ns, action })}
      onOk={onClose}
      onCancel={onClose}
      hideCancel
      okText={t('common.confirm', { ns: 'common' })}
    >
      {outcome && (
        <>
          <p>{t(`${prefix}.succeeded`, { ns, count: outcome.result.succeeded.length })}</p>
          {outcome.result.failed.length > 0 && (
            <>
              <p>{t(`${prefix}.failed`, { ns, count: outcome.result.failed.length })}</p>
              <ul aria-label={t(`${prefix}.failures`, { ns })}>
                {outcome.result.failed.map((failure) => (
                  <li key={failure.id}>
                    {outcome.names[failure.id] ?? `#${failure.id}`}: {failure.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Modal>
  );
}
