// The decoding worker: parsing and codecs (wasm included) run off the main thread, so the page
// stays responsive while a large JPEG 2000 decodes.
import { preloadCodecFor } from '../decoder/codec-preload.ts';
import type { DecodeRequest, DecodeResponse, WarmMessage } from './dicom-decode-protocol.ts';
import { DicomDecodeSession, toFailure } from './dicom-decode-session.ts';

const session = new DicomDecodeSession();
const post = (response: DecodeResponse, transfer: Transferable[] = []) => self.postMessage(response, { transfer });

self.onmessage = async (event: MessageEvent<DecodeRequest | WarmMessage>) => {
  const request = event.data;
  if (request.kind === 'warm') {
    // A failed preload is not an error: the frame's own decode reports it, if it fails again.
    preloadCodecFor(request.transferSyntaxUid).catch(() => undefined);
    return;
  }
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
