import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionNode } from '@pm/domain/shapes';
import { nodeLabel } from './tree-data';

/** `(node) => its name` in the page's language (the menu's texts live in the common namespace). */
export function useNodeLabel(): (node: PermissionNode) => string {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (node: PermissionNode) => nodeLabel(node, i18n.language, (key) => t(key)),
    [t, i18n.language],
  );
}
