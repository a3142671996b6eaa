import type { Bilingual } from '@pm/domain/texts/bilingual';

/**
 * The workplace's short lines of the caller's projects and teams (`GET /pm/user/project-and-team`). A team's line
 * is plural by i18next's rules (`count`): Chinese has one form (`_other`), English two.
 */
export const userCenterTexts: Bilingual = {
  'userCenter.projectLine': ['项目「{{name}}」· {{status}}', 'Project “{{name}}” · {{status}}'],
  'userCenter.teamLine_one': ['团队「{{name}}」· {{count}} 人', 'Team “{{name}}” · {{count}} person'],
  'userCenter.teamLine_other': ['团队「{{name}}」· {{count}} 人', 'Team “{{name}}” · {{count}} people'],
};
