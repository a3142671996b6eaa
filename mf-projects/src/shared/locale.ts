import type { Bilingual } from '@pm/domain/texts';

/** Texts of the pieces several features and pages of this remote use (src/shared). */
export const componentTexts: Bilingual = {
  'file.none': ['暂无附件', 'No attachments'],
  'file.name': ['文件名', 'File'],
  'file.version': ['版本', 'Version'],
  'file.size': ['大小', 'Size'],
  'file.uploadedBy': ['上传人', 'Uploaded by'],
  'file.uploadedAt': ['上传日期', 'Uploaded on'],
  'file.download': ['下载', 'Download'],
};
