import type { Bilingual } from '@pm/domain/texts';

/** Texts of the components every page of this remote shares (`shared/components`). */
export const sharedTexts: Bilingual = {
  'saveFailure.failed': ['保存失败', 'Not saved'],
  'saveFailure.conflict': ['已登记的记录：', 'The record on file:'],
};
