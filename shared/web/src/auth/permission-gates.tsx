import type { ReactNode } from 'react';
import { useBtn, usePermission } from './permission-context';
import type { PermissionSubject } from '@pm/domain/auth';

interface GateProps {
  /** Overrides the provider's subject (outside any PermissionProvider). */
  subject?: PermissionSubject;
  children?: ReactNode;
}

/** Renders its children only when the user holds one of `roles` (the 'permission' directive). */
export function Permission({ roles, subject, children }: GateProps & { roles: string[] }) {
  return usePermission(roles, subject) ? <>{children}</> : null;
}

/** Renders its children only when the 'btn' directive would keep them (admin, a listed code, or a client). */
export function Btn({ codes, subject, children }: GateProps & { codes: string[] }) {
  return useBtn(codes, subject) ? <>{children}</> : null;
}
