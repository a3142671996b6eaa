import { EXPORT_KIND_NAMES } from '@pm/domain/contracts/exports';
import type { Bilingual } from '@pm/domain/texts/bilingual';

/** The exports tab of the import and export centre (`/system/files`). */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const exportJobTexts: Bilingual = {
  ...Object.fromEntries(
    Object.entries(EXPORT_KIND_NAMES).map(([kind, [zh, en]]) => [
      `exportJob.kind.${kind}`,
      [zh, capitalised(en)],
    ]),
  ),
  'exportJob.intro': [
    '各列表导出超过 10,000 条时在后台生成文件；此处列出所有人的导出任务，文件只有导出人本人可以下载（其中的数据按其数据权限读取）。',
    'A list export of more than 10,000 rows is written in the background; here are everyone’s export jobs. Only the person who exported may download the file (it holds what their data scope lets them read).',
  ],
  'exportJob.title': ['导出任务', 'Export jobs'],
  'exportJob.all': ['全部', 'All'],
  'exportJob.kind': ['列表', 'List'],
  'exportJob.status': ['状态', 'Status'],
  'exportJob.keyword': ['导出人', 'Exported by'],
  'exportJob.keywordPlaceholder': ['姓名或用户名', 'Name or username'],
  'exportJob.search': ['查询', 'Search'],
  'exportJob.createdBy': ['导出人', 'Exported by'],
  'exportJob.createdAt': ['开始时间', 'Started'],
  'exportJob.finishedAt': ['完成时间', 'Finished'],
  'exportJob.total': ['行数', 'Rows'],
  'exportJob.fileName': ['文件', 'File'],
  'exportJob.size': ['大小', 'Size'],
  'exportJob.progress': ['进度 / 文件', 'Progress / file'],
  'exportJob.othersFile': ['仅导出人可下载', 'Only the exporter may download'],
  'exportJob.empty': ['暂无导出任务', 'No export jobs yet'],
  'exportJob.status.running': ['进行中', 'Running'],
  'exportJob.status.done': ['已完成', 'Done'],
  'exportJob.status.failed': ['失败', 'Failed'],
};
