// The page's handle on decoding: a Web Worker when the platform has one, else the same session
// on the main thread. Each viewer owns one client and terminates it when it goes away.
import type { DecodeCommand, DecodeFailure, DecodeResponse, FrameResult, OpenResult } from './dicom-decode-protocol.ts';
import { preloadCodecFor } from '../decoder/codec-preload.ts';
import { DicomDecodeSession } from './dicom-decode-session.ts';

export class DecodeFailedError extends Error {
  constructor(readonly failure: DecodeFailure) {
    super(failure.message);
  }
}

export type DicomDecoderClient = {
  /** Starts loading the codec of this transfer syntax (fire and forget). */
  warm(transferSyntaxUid: string): void;
  open(bytes: ArrayBuffer): Promise<OpenResult>;
  frame(index: number): Promise<FrameResult>;
  dispose(): void;
};

let spare: DicomDecoderClient | null = null;

/**
 * Starts a decoder (its worker's script loads and compiles) before the page has rendered or asked
 * for the file: the viewer's module calls it as it loads, which takes worker start-up off the
 * path from the file's arrival to the first paint.
 */
export function prewarmDecoderClient(): void {
  spare ??= createDecoderClient();
}

/** The prewarmed decoder if one is waiting, else a new one. */
export function takeDecoderClient(): DicomDecoderClient {
  const client = spare ?? createDecoderClient();
  spare = null;
  return client;
}

export function createDecoderClient(): DicomDecoderClient {
  if (typeof Worker === 'undefined') return mainThreadClient();
  const worker = new Worker(new URL('./dicom.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, { resolve: (response: DecodeResponse) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  worker.onmessage = (event: MessageEvent<DecodeResponse>) => {
    const waiting = pending.get(event.data.id);
    pending.delete(event.data.id);
    waiting?.resolve(event.data);
  };
  worker.onerror = (event) => {
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'decoder worker failed'));
    pending.clear();
  };
  const send = (request: DecodeCommand, transfer: Transferable[] = []) =>
    new Promise<DecodeResponse>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id }, transfer);
    });
  const unwrap = <K extends 'opened' | 'frame'>(response: DecodeResponse, kind: K) => {
    if (response.kind === 'failed') throw new DecodeFailedError(response.failure);
    if (response.kind !== kind) throw new Error(`unexpected answer ${response.kind}`);
    return response.result;
  };
  return {
    open: async (bytes) => unwrap(await send({ kind: 'open', bytes }, [bytes]), 'opened') as OpenResult,
    frame: async (index) => unwrap(await send({ kind: 'frame', index }), 'frame') as FrameResult,
    warm: (transferSyntaxUid) => worker.postMessage({ kind: 'warm', transferSyntaxUid }),
    dispose: () => worker.terminate(),
  };
}

function mainThreadClient(): DicomDecoderClient {
  const session = new DicomDecodeSession();
  return {
    warm: (transferSyntaxUid) => void preloadCodecFor(transferSyntaxUid).catch(() => undefined),
    open: (bytes) => session.open(bytes),
    frame: (index) => session.frame(index),
    dispose: () => undefined,
  };
}
