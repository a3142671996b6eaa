import fp from 'fastify-plugin';
import type { FileStorage } from '../storage/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where stored files' bytes live (FILE_STORAGE: storage/): every upload, download and generated file. */
    files: FileStorage;
  }
}

/** Hands the configured file storage to every route, and lets go of it with the server. */
export const fileStoragePlugin = fp<{ storage: FileStorage }>(
  async (app, { storage }) => {
    app.decorate('files', storage);
    app.addHook('onClose', () => storage.close());
  },
  { name: 'file-storage', dependencies: ['db'] },
);
