/**
 * The operation log's modules: each entity the log names (`operation_logs.entity`) belongs to the menu group whose
 * pages change it, so the log can be searched by module. Sign-ins are their own module.
 */
export const LOG_MODULES = ['projects', 'funds', 'related', 'archives', 'system', 'session'] as const;
export type LogModule = (typeof LOG_MODULES)[number];

export const LOG_ENTITIES: Record<LogModule, readonly string[]> = {
  projects: ['project', 'application', 'agreement', 'report'],
  funds: ['appropriation', 'budget', 'expense'],
  related: ['beneficiary', 'partner', 'volunteer', 'volunteerService'],
  archives: ['file', 'material', 'approval', 'approvalDefinition'],
  system: ['user', 'role', 'department', 'permission', 'dict', 'importJob', 'remoteRelease'],
  session: ['session', 'account'],
};

/** The module of an entity; an entity no module names is a system one. */
export function moduleOfEntity(entity: string): LogModule {
  return LOG_MODULES.find((module) => LOG_ENTITIES[module].includes(entity)) ?? 'system';
}

/** The actions of sign-in events (module `session`). */
export const SIGN_IN_ACTIONS = ['login', 'logout', 'loginFailed', 'lockout'] as const;
