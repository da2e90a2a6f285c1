// Downloads the file (plain GET, spec §9) and hands its first bytes over as soon as they arrive,
// so the decoder can start the codec the file needs while the rest downloads.
import { sniffTransferSyntax } from '../decoder/codec-preload.ts';

/** Bytes enough for any real file meta group. */
const HEAD_BYTES = 4096;

export async function downloadDicom(url: string, onTransferSyntax: (uid: string) => void): Promise<ArrayBuffer> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  if (!response.body) return response.arrayBuffer();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let isSniffed = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
    if (!isSniffed && (length >= HEAD_BYTES || chunks.length > 1)) {
      isSniffed = true;
      const uid = sniffTransferSyntax(join(chunks, Math.min(length, HEAD_BYTES)));
      if (uid) onTransferSyntax(uid);
    }
  }
  return join(chunks, length).buffer as ArrayBuffer;
}

function join(chunks: Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]?.length === length) return chunks[0];
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    if (at >= length) break;
    const part = chunk.subarray(0, length - at);
    out.set(part, at);
    at += part.length;
  }
  return out;
}
