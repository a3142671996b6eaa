import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';
// The one i18n instance, as the app's providers give it: components show their texts, not their keys.
import '../src/i18n/instance';
import { mediaQueryList } from '../src/testing/media-query';

// findBy*/waitFor give up after 1 s by default: on CI's 2 cores, under the whole suite, a form that types,
// validates and saves can take longer (the apply page's approval test failed that way). Waiting longer changes no
// assertion; a wrong page still fails.
configure({ asyncUtilTimeout: 5000 });

// react-router 7 needs these in jsdom (TOOLCHAIN.md).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// What Arco (responsive grids, drawers) and the downloads need from the browser that jsdom lacks.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => mediaQueryList(query, false),
  });
}

if (typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
}
