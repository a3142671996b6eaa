import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Input from '@arco-design/web-react/es/Input';
import Modal from '@arco-design/web-react/es/Modal';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { DepartmentNode } from '@pm/domain/shapes';
import { NS } from '../../../locale';
import { DepartmentTree } from './department-tree';
import { useLazyTree } from './use-lazy-tree';

/** A chosen department as a form holds it: its id, and its name to show. */
export interface DepartmentChoice {
  id: number;
  name: string;
}

export interface DepartmentFieldProps {
  value?: DepartmentChoice | null;
  onChange?: (value: DepartmentChoice | null) => void;
  placeholder?: string;
}

/** A form field choosing an active department from the (lazily loaded, searchable) tree in a dialog. */
export function DepartmentField({ value, onChange, placeholder }: DepartmentFieldProps) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<DepartmentNode | null>(null);
  const tree = useLazyTree();
  return (
    <>
      <Space style={{ width: '100%' }}>
        <Input
          readOnly
          value={value?.name ?? ''}
          placeholder={placeholder}
          style={{ width: 280 }}
          onClick={() => setOpen(true)}
        />
        <Button onClick={() => setOpen(true)}>{t('departmentField.choose')}</Button>
        {value && <Button onClick={() => onChange?.(null)}>{t('departmentField.clear')}</Button>}
      </Space>
      <Modal
        title={t('departmentField.title')}
        visible={open}
        unmountOnExit
        okButtonProps={{ disabled: picked === null }}
        onCancel={() => setOpen(false)}
        onOk={() => {
          if (picked) onChange?.({ id: picked.id, name: picked.name });
          setOpen(false);
        }}
      >
        <DepartmentTree
          tree={tree}
          selectedId={picked?.id ?? value?.id ?? null}
          onSelect={setPicked}
          disableInactive
          height={320}
        />
      </Modal>
    </>
  );
}
