// This remote's texts, then the one page harness every remote's tests use.
import { registerLocale } from '../locale';

registerLocale();

export * from '@pm/web/testing';
