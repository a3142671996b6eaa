import type { TFunction } from 'i18next';
import { DATA_SCOPES } from '@pm/domain/shapes';

/** The data scopes as select options, in the page's language. */
export const dataScopeOptions = (t: TFunction) =>
  DATA_SCOPES.map((scope) => ({ value: scope, label: t(`role.scope.${scope}`) }));
