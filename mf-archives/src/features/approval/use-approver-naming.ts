import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetApprovalRoleOptionsQuery } from './api/get-role-options';
import { useGetApprovalUserPicksQuery } from './api/get-user-picks';
import type { ApproverNaming } from './node-words';

/** Users and roles named as the pickers list them (a role in the reader's language); `#id` until they load. */
export function useApproverNaming(): ApproverNaming {
  const { i18n } = useTranslation();
  const users = useGetApprovalUserPicksQuery().data;
  const roles = useGetApprovalRoleOptionsQuery().data;
  const english = i18n.language === 'en-US';
  return useMemo(() => {
    const userNames = new Map((users ?? []).map((user) => [user.id, user.name]));
    const roleNames = new Map((roles ?? []).map((role) => [role.id, english ? role.nameEn : role.name]));
    return {
      user: (id) => userNames.get(id) ?? `#${id}`,
      role: (id) => roleNames.get(id) ?? `#${id}`,
    };
  }, [users, roles, english]);
}
