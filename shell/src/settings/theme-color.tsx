import ColorPicker from '@arco-design/web-react/es/ColorPicker';
import { generate } from '@arco-design/color';
import { useTranslation } from 'react-i18next';
import { selectSettings, updateSettings, useAppDispatch, useAppSelector } from '@pm/web/store';
import styles from './settings.module.css';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Arco's preset colours, from which the default #165DFF (arcoblue) comes. */
const PRESETS = [
  '#165DFF',
  '#F53F3F',
  '#F77234',
  '#FF7D00',
  '#F7BA1E',
  '#00B42A',
  '#14C9C9',
  '#3491FA',
  '#722ED1',
  '#D91AD9',
  '#F5319D',
];

/** The theme colour and the ten shades generated from it (what `--primary-1…10` become). */
export function ThemeColor() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { themeColor, theme } = useAppSelector(selectSettings);
  const shades = generate(themeColor, { list: true, dark: theme === 'dark' });
  return (
    <div>
      <ColorPicker
        value={themeColor}
        showText
        disabledAlpha
        showPreset
        presetColors={PRESETS}
        size="small"
        aria-label={t('settings.themeColor')}
        data-testid="settings-theme-color"
        onChange={(value) => {
          // Only a complete #RRGGBB is a colour the palette rule can take; anything else is ignored.
          if (typeof value === 'string' && HEX_COLOUR.test(value)) {
            dispatch(updateSettings({ themeColor: value.toUpperCase() }));
          }
        }}
      />
      <ul className={styles.shades} aria-label={t('settings.themeColor.tip')}>
        {shades.map((shade) => (
          <li key={shade} className={styles.shade} style={{ backgroundColor: shade }} title={shade} />
        ))}
      </ul>
      <p className={styles.tip}>{t('settings.themeColor.tip')}</p>
    </div>
  );
}
