import type { ReactNode } from 'react';
import Switch from '@arco-design/web-react/es/Switch';
import { useId } from 'react';
import styles from './settings.module.css';

/** A titled group of the drawer, divided from the next (Arco Design Pro's settings blocks). */
export function SettingsBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.block}>
      <h5 className={styles.blockTitle}>{title}</h5>
      {children}
    </section>
  );
}

/** One labelled control on a line. */
export function SettingsRow({ label, children }: { label: ReactNode; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.row}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

interface SwitchRowProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}

export function SwitchRow({ label, checked, onChange, testId }: SwitchRowProps) {
  return (
    <SettingsRow label={label}>
      {(id) => <Switch id={id} size="small" checked={checked} onChange={onChange} data-testid={testId} />}
    </SettingsRow>
  );
}
