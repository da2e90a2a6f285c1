// Loads the image (plain GET, spec §9: no product API; download-dicom.ts) and decodes it in the worker; frames are
// decoded when the slider asks for them. `retry` starts again from the download.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DicomMetadata } from '../decoder/metadata.ts';
import type { DecodeFailure, FrameResult } from './dicom-decode-protocol.ts';
import {
  DecodeFailedError,
  prewarmDecoderClient,
  takeDecoderClient,
  type DicomDecoderClient,
} from './dicom-decoder-client.ts';
import { downloadDicom } from './download-dicom.ts';

export type DicomImageState =
  | { status: 'loading' }
  | { status: 'failed'; reason: 'download' }
  | { status: 'failed'; reason: 'decode'; failure: DecodeFailure; metadata: DicomMetadata | null }
  | {
      status: 'loaded';
      metadata: DicomMetadata;
      frameCount: number;
      frameIndex: number;
      isMonochrome1: boolean;
      current: FrameResult;
    };

const asFailure = (error: unknown): DecodeFailure =>
  error instanceof DecodeFailedError
    ? error.failure
    : { code: 'codec-failed', message: error instanceof Error ? error.message : String(error) };

// This module loads with the viewer's route chunk, while its locale loads: start the worker now.
prewarmDecoderClient();

export function useDicomImage(url: string | null) {
  const [state, setState] = useState<DicomImageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const client = useRef<DicomDecoderClient | null>(null);

  useEffect(() => {
    if (!url) return undefined;
    let isCurrent = true;
    // The worker (started when this module loaded) gets the codec going as soon as
    // the first bytes name the transfer syntax: decoding then finds both ready.
    const decoder = takeDecoderClient();
    client.current = decoder;
    setState({ status: 'loading' });
    const run = async () => {
      let bytes: ArrayBuffer;
      try {
        bytes = await downloadDicom(url, (uid) => decoder.warm(uid));
        // Decode + first paint is measured from here (bench figures, e2e/dicom-viewer.spec.ts).
        performance.mark('dicom:bytes');
      } catch {
        if (isCurrent) setState({ status: 'failed', reason: 'download' });
        return;
      }
      let metadata: DicomMetadata | null = null;
      try {
        const opened = await decoder.open(bytes);
        metadata = opened.metadata;
        if (opened.error) throw new DecodeFailedError(opened.error);
        const current = await decoder.frame(0);
        performance.mark('dicom:decoded');
        if (isCurrent) {
          setState({
            status: 'loaded',
            metadata: opened.metadata,
            frameCount: opened.frameCount,
            frameIndex: 0,
            isMonochrome1: opened.isMonochrome1,
            current,
          });
        }
      } catch (error) {
        if (isCurrent) setState({ status: 'failed', reason: 'decode', failure: asFailure(error), metadata });
      }
    };
    void run();
    return () => {
      isCurrent = false;
      decoder.dispose();
    };
  }, [url, attempt]);

  const showFrame = useCallback(async (index: number) => {
    const decoder = client.current;
    if (!decoder) return;
    try {
      const current = await decoder.frame(index);
      setState((previous) => (previous.status === 'loaded' ? { ...previous, frameIndex: index, current } : previous));
    } catch (error) {
      setState((previous) =>
        previous.status === 'loaded'
          ? { status: 'failed', reason: 'decode', failure: asFailure(error), metadata: previous.metadata }
          : previous,
      );
    }
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, showFrame, retry };
}
