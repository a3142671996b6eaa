/**
 * Where this remote's pages are, for links and navigation (routes.tsx routes them). A page named in one place
 * keeps its links in step when its address or query changes.
 */

/** A project's detail page, opened on one of its sections (`?tab=`) when given. */
export const projectDetailPath = (id: number, tab?: string) =>
  `/project/list/detail?id=${id}${tab ? `&tab=${tab}` : ''}`;

/** Where a funded project gets a new sub-project. */
export const createSubProjectPath = (parentId: number) =>
  `/project/list/create-sub-project?parentId=${parentId}`;

/** A new application for the project: its applications, with the form open (`new=1`). */
export const newApplicationPath = (projectId: number) => `/submit/apply?projectId=${projectId}&new=1`;

/** A new agreement for the project: its agreements, with the form open (`new=1`). */
export const newAgreementPath = (projectId: number) => `/submit/protocol?projectId=${projectId}&new=1`;

/** One agreement, opened on the agreements page. */
export const agreementPath = (id: number) => `/submit/protocol?id=${id}`;

/** A new stage report for the project, or the draft `reportId` to edit. */
export const reportFormPath = (projectId: number, reportId?: number) =>
  `/project/report/create?projectId=${projectId}${reportId ? `&id=${reportId}` : ''}`;

/** A positive id from the URL (`?id=`, `?projectId=`…), or undefined. */
export const idParam = (value: string | null | undefined) =>
  value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;
