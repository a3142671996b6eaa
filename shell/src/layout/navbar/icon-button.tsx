import { forwardRef, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@arco-design/web-react/es/Button';
import styles from './navbar.module.css';

interface IconButtonProps extends Omit<ButtonProps, 'icon' | 'shape'> {
  icon: ReactNode;
  /** The button's accessible name (it shows only an icon). */
  label: string;
}

/** A round icon button of the navbar, as in Arco Design Pro. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, className, ...rest },
  ref,
) {
  return (
    <Button
      ref={ref as never}
      {...rest}
      shape="circle"
      icon={icon}
      aria-label={label}
      title={label}
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
    />
  );
});
