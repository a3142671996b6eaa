import type { ReactNode } from 'react';
import Button from '@arco-design/web-react/es/Button';
import IconDelete from '@arco-design/web-react/icon/react-icon/IconDelete';

/** One row of a Form.List: its fields side by side and a button that removes it. */
export function ListRow({
  children,
  removeLabel,
  onRemove,
  canRemove = true,
}: {
  children: ReactNode;
  removeLabel: string;
  onRemove: () => void;
  canRemove?: boolean;
}) {
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
      {children}
      <Button
        icon={<IconDelete />}
        aria-label={removeLabel}
        disabled={!canRemove}
        onClick={onRemove}
        style={{ marginTop: 30 }}
      />
    </div>
  );
}
