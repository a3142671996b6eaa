import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Dropdown from '@arco-design/web-react/es/Dropdown';
import IconClose from '@arco-design/web-react/icon/react-icon/IconClose';
import IconDown from '@arco-design/web-react/icon/react-icon/IconDown';
import { useTranslation } from 'react-i18next';
import type { CatalogueRoute } from '@pm/domain/routes';
import { PopupSlot, popupSlotAfter } from '../layout/popup-slot';
import { useMenuText } from '../layout/use-menu-text';
import { TabActionsMenu } from './tab-actions-menu';
import type { Tab } from './tab-bar-slice';
import { useTabActions, type TabAction } from './use-tab-actions';
import styles from './tab-bar.module.css';

/** The context menu key, or Shift+F10: the keyboard's right click. */
function isMenuKey(event: KeyboardEvent): boolean {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

/**
 * The open pages as tabs under the navbar. Click shows a tab, the cross (or Delete on a focused tab) closes it,
 * right click (or the menu key) opens the tab's actions; the arrow at the end opens them for the tab in front.
 */
export function TabBar({ route }: { route: CatalogueRoute | undefined }) {
  const { t } = useTranslation('common');
  const menuText = useMenuText();
  const currentName = route?.name;
  const { tabs, run, show, enabled } = useTabActions(currentName);
  const [contextFor, setContextFor] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [keyboardTarget, setKeyboardTarget] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuBoxRef = useRef<HTMLDivElement>(null);
  const target: Tab | undefined = tabs.find((tab) => tab.name === (keyboardTarget ?? currentName)) ?? tabs[0];

  useEffect(() => {
    listRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [currentName]);

  useEffect(() => {
    // Opened from the keyboard: put the focus on the first action it may take.
    if (!menuOpen || !keyboardTarget) return;
    const first = menuBoxRef.current?.querySelector<HTMLElement>(
      '[role="menuitem"]:not(.arco-menu-item-disabled)',
    );
    first?.focus();
  }, [menuOpen, keyboardTarget]);

  const act = (action: TabAction, tab: Tab) => {
    setContextFor(null);
    setMenuOpen(false);
    setKeyboardTarget(null);
    run[action](tab);
  };

  const onTabKey = (event: KeyboardEvent, tab: Tab, index: number) => {
    if (event.key === 'Delete' && index > 0) {
      event.preventDefault();
      run.close(tab);
    } else if (isMenuKey(event)) {
      event.preventDefault();
      setKeyboardTarget(tab.name);
      setMenuOpen(true);
    }
  };

  return (
    <div className={styles.tabBar} data-testid="tab-bar">
      <nav aria-label={t('tabBar.label')} className={styles.scroller}>
        <ul className={styles.tabs} ref={listRef}>
          {tabs.map((tab, index) => {
            const active = tab.name === currentName;
            const title = menuText(tab.title);
            return (
              <Dropdown
                key={tab.name}
                trigger="contextMenu"
                position="bl"
                popupVisible={contextFor === tab.name}
                onVisibleChange={(visible) => setContextFor(visible ? tab.name : null)}
                droplist={<TabActionsMenu enabled={enabled(tab)} onAction={(action) => act(action, tab)} />}
              >
                <li
                  className={active ? `${styles.tab} ${styles.active}` : styles.tab}
                  data-testid="tab"
                  data-name={tab.name}
                >
                  <button
                    type="button"
                    className={styles.tabTitle}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => show(tab)}
                    onKeyDown={(event) => onTabKey(event, tab, index)}
                  >
                    {title}
                  </button>
                  {index > 0 && (
                    <button
                      type="button"
                      className={styles.close}
                      aria-label={t('tabBar.closeTab', { title })}
                      data-testid="tab-close"
                      onClick={() => run.close(tab)}
                    >
                      <IconClose />
                    </button>
                  )}
                </li>
              </Dropdown>
            );
          })}
        </ul>
      </nav>
      <div ref={menuBoxRef} className={styles.actions}>
        <Dropdown
          trigger="click"
          position="br"
          popupVisible={menuOpen}
          onVisibleChange={(visible) => {
            setMenuOpen(visible);
            if (!visible) setKeyboardTarget(null);
          }}
          getPopupContainer={popupSlotAfter}
          droplist={
            target && <TabActionsMenu enabled={enabled(target)} onAction={(action) => act(action, target)} />
          }
        >
          <Button
            size="mini"
            type="secondary"
            icon={<IconDown />}
            aria-label={t('tabBar.actions')}
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            data-testid="tab-actions"
          />
        </Dropdown>
        <PopupSlot />
      </div>
    </div>
  );
}
