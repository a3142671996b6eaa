import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './login-tabs.module.css';

export interface LoginTab {
  key: string;
  title: string;
  content: ReactNode;
}

/**
 * The login page's two forms as WAI-ARIA tabs (arrow keys, Home and End move between them), drawn like Arco's line
 * tabs. Only the chosen form is mounted: each has its own captcha, and a hidden one would only confuse autofill.
 * Arco's Tabs would bring its overflow menu (Dropdown, Menu, Layout, ResizeBox): a third of this page's script.
 */
export function LoginTabs({ tabs, onChange }: { tabs: LoginTab[]; onChange?: (key: string) => void }) {
  const [active, setActive] = useState(tabs[0]?.key ?? '');
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function choose(index: number) {
    const tab = tabs[index];
    if (!tab) return;
    buttons.current[index]?.focus();
    if (tab.key === active) return;
    setActive(tab.key);
    onChange?.(tab.key);
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  }

  const current = tabs.find((tab) => tab.key === active);
  return (
    <div>
      <div role="tablist" className={styles.list}>
        {tabs.map((tab, index) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={selected ? `${styles.tab} ${styles.active}` : styles.tab}
              onClick={() => choose(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${active}`}
        className={styles.panel}
      >
        {current?.content}
      </div>
    </div>
  );
}
