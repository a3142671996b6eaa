import { useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import Modal from '@arco-design/web-react/es/Modal';
import type { History, Transition } from 'history';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext } from '../router';

export interface LeaveGuard {
  /** Lets the next navigation through without asking (after a save, before going to the list). */
  release: () => void;
  /** The confirmation's holder: render it once in the page. */
  modalHolder: ReactNode;
}

/**
 * The leaving rule of a page-sized form (a designer, an editor): while it holds changes not saved (`dirty`), going
 * elsewhere in the app (a link, the menu, back) asks first, and so does closing or reloading the browser tab
 * (history's `block` adds the browser's own prompt). The router's navigator is the shell's one history.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const { t } = useTranslation('common');
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [modal, modalHolder] = Modal.useModal();
  const unblock = useRef<(() => void) | null>(null);

  useEffect(() => {
    const history = navigator as unknown as Partial<History>;
    if (!dirty || typeof history.block !== 'function') return;
    const stop = history.block((transition: Transition) => {
      modal.confirm?.({
        title: t('form.discardTitle'),
        content: t('form.discardContent'),
        okText: t('form.discard'),
        cancelText: t('form.keepEditing'),
        okButtonProps: { status: 'danger' },
        onOk: () => {
          stop();
          unblock.current = null;
          transition.retry();
        },
      });
    });
    unblock.current = stop;
    return () => {
      stop();
      unblock.current = null;
    };
  }, [dirty, navigator, modal, t]);

  const release = useCallback(() => {
    unblock.current?.();
    unblock.current = null;
  }, []);
  return { release, modalHolder };
}
