// fontkit 2 ships no types; the PDF renderer only hands its `create` to pdf-lib.
declare module 'fontkit' {
  export function create(buffer: Uint8Array): unknown;
}
