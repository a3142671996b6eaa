import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { hasButtonPermission } from '@pm/domain/auth';
import type { PermissionSubject } from '@pm/domain/auth';
import { ANONYMOUS_SUBJECT } from '@pm/domain/auth';
import { hasRole } from '@pm/domain/auth';

/*
 * Why a context that each root provides, plus an optional argument: a remote is mounted as a single-spa parcel,
 * i.e. its own React root, so no context of the shell reaches it (ARCHITECTURE.md). The shell renders
 * <PermissionProvider value={toPermissionSubject(...)}> from its store; each remote renders its own provider from
 * the user, accessList and rule in its RemoteProps — same component, same rules, one source of truth (the shell's
 * store, passed down). Code outside any provider (a remote's dev host page, a test) passes `subject` directly.
 * Without either, the subject is anonymous and role/button checks fail closed.
 */
const PermissionContext = createContext<PermissionSubject>(ANONYMOUS_SUBJECT);

export function PermissionProvider({ value, children }: { value: PermissionSubject; children?: ReactNode }) {
  return <PermissionContext.Provider value={value}>{children}</PermissionContext.Provider>;
}

/** The subject given as argument, else the nearest provider's. */
export function usePermissionSubject(subject?: PermissionSubject): PermissionSubject {
  const provided = useContext(PermissionContext);
  return subject ?? provided;
}

/** The 'permission' directive as a hook: true when the user holds one of `roles`. Throws 'need roles!' on a non-array. */
export function usePermission(roles: unknown, subject?: PermissionSubject): boolean {
  return hasRole(usePermissionSubject(subject).roles, roles);
}

/** The 'btn' directive as a hook. Throws 'need permission!' on a non-array (except on the client portal). */
export function useBtn(codes: unknown, subject?: PermissionSubject): boolean {
  return hasButtonPermission(usePermissionSubject(subject), codes);
}
