/** A job's original file or error file. */
export const jobFileUrl = (id: number, kind: 'original' | 'errors') => `/pm/import/jobs/${id}/files/${kind}`;
