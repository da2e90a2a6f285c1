// The decoding worker: parsing and codecs (wasm included) run off the main thread, so the page
// stays responsive while a large JPEG 2000 decodes.
import type { DecodeRequest, DecodeResponse } from './dicom-decode-protocol.ts';
import { DicomDecodeSession, toFailure } from './dicom-decode-session.ts';

const session = new DicomDecodeSession();
const post = (response: DecodeResponse, transfer: Transferable[] = []) => self.postMessage(response, { transfer });

self.onmessage = async (event: MessageEvent<DecodeRequest>) => {
  const request = event.data;
  try {
    if (request.kind === 'open') {
      post({ id: request.id, kind: 'opened', result: await session.open(request.bytes) });
    } else {
      const result = await session.frame(request.index);
      post({ id: request.id, kind: 'frame', result }, [result.frame.pixels.buffer as ArrayBuffer]);
    }
  } catch (error) {
    post({ id: request.id, kind: 'failed', failure: toFailure(error) });
  }
};
