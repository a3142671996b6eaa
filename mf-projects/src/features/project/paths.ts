/** Where a project's detail page is: the list's links, the sub-project page's Cancel and its result. */
export const projectDetailPath = (id: number) => `/project/list/detail?id=${id}`;

/** Where a funded project gets a new sub-project. */
export const createSubProjectPath = (parentId: number) =>
  `/project/list/create-sub-project?parentId=${parentId}`;
