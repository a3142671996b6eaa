import type { Readable } from 'node:stream';

const asBuffer = (chunk: unknown): Buffer => {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk);
  const view = chunk as Uint8Array;
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength);
};

/**
 * The stream's bytes in pieces of exactly `size` (the last one shorter): what a store that writes piece by piece
 * (a large object, one `lowrite` per piece) sends, with never more than about one piece in memory.
 */
export async function* inChunks(source: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of source) {
    const buffer = asBuffer(chunk);
    pending.push(buffer);
    length += buffer.length;
    while (length >= size) {
      const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending, length);
      yield joined.subarray(0, size);
      pending = [joined.subarray(size)];
      length -= size;
    }
  }
  if (length > 0) yield Buffer.concat(pending, length);
}
