export { auditDiff, type DiffOptions, type FieldChange } from './diff';
export { LOG_ENTITIES, LOG_MODULES, SIGN_IN_ACTIONS, moduleOfEntity, type LogModule } from './modules';
export { LOG_ACTIONS, type LogAction } from './actions';
