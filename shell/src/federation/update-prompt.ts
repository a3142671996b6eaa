import Modal from '@arco-design/web-react/es/Modal';
import { i18n } from '@pm/web/i18n';

let open = false;

/**
 * The 'operation prompt' dialog (specification guard 5): a page or remote failed to load, most likely because a
 * new version was released; confirming reloads the page. Shown once however many loads fail together.
 */
export function showUpdatePrompt(): void {
  if (open) return;
  open = true;
  Modal.confirm({
    title: i18n.t('common:message.updatePrompt.title'),
    content: i18n.t('common:message.updatePrompt.content'),
    okText: i18n.t('common:common.confirm'),
    cancelText: i18n.t('common:common.cancel'),
    onOk: () => window.location.reload(),
    onCancel: () => {
      open = false;
    },
  });
}
