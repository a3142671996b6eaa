import { lazy, type ComponentType } from 'react';
import { showUpdatePrompt } from './federation/update-prompt';

/**
 * `React.lazy` for the shell's own pages: if the chunk fails to load (a redeploy removed it), retry once, then
 * raise the 'operation prompt' dialog (guard 5) and render nothing instead of crashing the shell.
 */
export function lazyWithPrompt(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    try {
      return await load();
    } catch {
      try {
        return await load();
      } catch {
        showUpdatePrompt();
        return { default: () => null };
      }
    }
  });
}
