import { useEffect, useState, type ReactNode } from 'react';
import Checkbox from '@arco-design/web-react/es/Checkbox';
import Modal from '@arco-design/web-react/es/Modal';
import Typography from '@arco-design/web-react/es/Typography';
import type { DepartmentNode } from '@pm/domain/shapes';
import { DepartmentTree } from '../../shared/department/components/department-tree';
import { useLazyTree } from '../../shared/department/components/use-lazy-tree';

export interface DepartmentPickModalProps {
  title: ReactNode;
  visible: boolean;
  hint: ReactNode;
  /** The branch that cannot be chosen: the department acted on and everything below it. */
  excludeId: number;
  /** The words of the "no department" choice (top level, or no user to move); none: a department is required. */
  noneLabel?: ReactNode;
  /** What the choice reads as once made. */
  choiceLabel: (node: DepartmentNode) => ReactNode;
  okText?: ReactNode;
  onCancel: () => void;
  /** Runs the action with the chosen department (null: the "none" choice); the modal stays open if it fails. */
  onConfirm: (target: DepartmentNode | null) => Promise<unknown>;
}

/** Asks for a department (active, outside a branch), then runs the action: moving a department, disabling one. */
export function DepartmentPickModal(props: DepartmentPickModalProps) {
  const tree = useLazyTree();
  const [target, setTarget] = useState<DepartmentNode | null>(null);
  const [none, setNone] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (props.visible) {
      setTarget(null);
      setNone(false);
      void tree.reload();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each opening starts afresh
  }, [props.visible]);

  const ready = none || target !== null;
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm(none ? null : target);
    } catch {
      // The toast says why; the choice stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={props.title}
      visible={props.visible}
      onCancel={props.onCancel}
      onOk={() => void confirm()}
      okText={props.okText}
      okButtonProps={{ disabled: !ready }}
      confirmLoading={busy}
      unmountOnExit
    >
      <Typography.Paragraph type="secondary">{props.hint}</Typography.Paragraph>
      {props.noneLabel !== undefined && (
        <Checkbox checked={none} onChange={setNone} style={{ marginBottom: 12 }}>
          {props.noneLabel}
        </Checkbox>
      )}
      {!none && (
        <>
          <DepartmentTree
            tree={tree}
            selectedId={target?.id ?? null}
            onSelect={setTarget}
            excludeId={props.excludeId}
            disableInactive
            height={320}
          />
          {target && (
            <Typography.Paragraph style={{ marginTop: 12 }}>{props.choiceLabel(target)}</Typography.Paragraph>
          )}
        </>
      )}
    </Modal>
  );
}
