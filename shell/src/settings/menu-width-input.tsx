import { useEffect, useState } from 'react';
import InputNumber from '@arco-design/web-react/es/InputNumber';
import { useTranslation } from 'react-i18next';
import styles from './settings.module.css';

export const MENU_WIDTH_MIN = 120;
export const MENU_WIDTH_MAX = 400;

export function isValidMenuWidth(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value >= MENU_WIDTH_MIN && value <= MENU_WIDTH_MAX;
}

interface MenuWidthInputProps {
  id: string;
  value: number;
  onChange: (width: number) => void;
}

/**
 * The menu width applies as soon as the typed number is valid. The input does not clamp while typing (Arco's
 * min/max would turn the '2' of '260' into the minimum and make the menu jump); an invalid number shows the
 * rule instead, and leaving the field puts the width in use back.
 */
export function MenuWidthInput({ id, value, onChange }: MenuWidthInputProps) {
  const { t } = useTranslation('common');
  const [draft, setDraft] = useState<number | undefined>(value);
  useEffect(() => setDraft(value), [value]);
  const invalid = !isValidMenuWidth(draft);
  const errorId = `${id}-error`;
  return (
    <div className={styles.numberField}>
      <InputNumber
        id={id}
        size="small"
        style={{ width: 96 }}
        precision={0}
        value={draft}
        error={invalid}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        data-testid="settings-menu-width"
        onChange={(next) => {
          setDraft(next);
          if (isValidMenuWidth(next)) onChange(next);
        }}
        onBlur={() => setDraft(value)}
      />
      {invalid && (
        <div id={errorId} role="alert" className={styles.error}>
          {t('settings.menuWidth.invalid', { min: MENU_WIDTH_MIN, max: MENU_WIDTH_MAX })}
        </div>
      )}
    </div>
  );
}
