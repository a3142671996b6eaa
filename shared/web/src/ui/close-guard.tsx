import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Modal from '@arco-design/web-react/es/Modal';
import { useTranslation } from 'react-i18next';

interface UnsavedWork {
  /** A part of the container (an upload still going up) holds work that is not saved yet, or no longer. */
  report(part: symbol, pending: boolean): void;
}

const UnsavedWorkContext = createContext<UnsavedWork | null>(null);

/**
 * A part of a drawer says it holds work not saved yet — a file still uploading or being attached — so that the
 * drawer asks before closing instead of losing it (`useCloseGuard`). Outside a guarded container it does nothing.
 */
export function useReportUnsavedWork(pending: boolean): void {
  const container = useContext(UnsavedWorkContext);
  const part = useRef(Symbol('unsaved work'));
  useEffect(() => {
    container?.report(part.current, pending);
  }, [container, pending]);
  useEffect(() => {
    const key = part.current;
    return () => container?.report(key, false);
  }, [container]);
}

export interface CloseGuard {
  /** Closes at once when nothing would be lost, else asks first. */
  requestClose: () => void;
  /** Wraps the container's content, so its uploads can report what they hold. */
  guard: (children: ReactNode) => ReactNode;
  /** The confirmation's holder: render it once inside the container. */
  modalHolder: ReactNode;
}

/**
 * The closing rule of every drawer (a form's, a record's): closing (Esc, ×, the mask, Cancel) with an unsaved form
 * (`dirty`) or an upload not yet done asks first, saying which; otherwise it closes.
 */
export function useCloseGuard(onClose: () => void, dirty = false): CloseGuard {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState<ReadonlySet<symbol>>(new Set());
  const [modal, modalHolder] = Modal.useModal();
  const work = useMemo<UnsavedWork>(
    () => ({
      report: (part, busy) =>
        setPending((parts) => {
          if (parts.has(part) === busy) return parts;
          const next = new Set(parts);
          if (busy) next.add(part);
          else next.delete(part);
          return next;
        }),
    }),
    [],
  );
  const uploading = pending.size > 0;
  const requestClose = useCallback(() => {
    if (!uploading && !dirty) {
      onClose();
      return;
    }
    modal.confirm?.({
      title: t(uploading ? 'upload.pendingTitle' : 'form.discardTitle'),
      content: t(uploading ? 'upload.pendingContent' : 'form.discardContent'),
      okText: t(uploading ? 'upload.closeAnyway' : 'form.discard'),
      cancelText: t(uploading ? 'upload.keepOpen' : 'form.keepEditing'),
      okButtonProps: { status: 'danger' },
      onOk: onClose,
    });
  }, [uploading, dirty, onClose, modal, t]);
  const guard = useCallback(
    (children: ReactNode) => (
      <UnsavedWorkContext.Provider value={work}>{children}</UnsavedWorkContext.Provider>
    ),
    [work],
  );
  return { requestClose, guard, modalHolder };
}
