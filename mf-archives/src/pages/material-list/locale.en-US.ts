import type { zhCN } from './locale';

export const enUS: typeof zhCN = {
  material: {
    title: 'Material archive',
    search: 'Search by title, number or project',
    code: 'Number',
    name: 'Title',
    category: 'Category',
    project: 'Project',
    file: 'File',
    status: 'Status',
    uploadedBy: 'Uploaded by',
    createdAt: 'Archived',
  },
};
