import { media } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';
import { CROSS_TAB_KEY, crossTabMessage, signedUploadData, type CrossTabMessage } from './signed-pdf.ts';

// The signing page's calls (spec access §7): createMediaFiles with the signed PDF, then the
// cross-tab message so the patient's file list, open in another tab, polls for it.

export type SigningContext = {
  pdfUrl: string;
  docId: number | null;
  patientId: string | null;
  clinicUrl: string;
  branchUrl: string;
  filename: string | null;
  templateId: string | null;
};

/**
 * `originalSha256` (when the browser could hash) goes with the upload as tamper evidence; the
 * source file is named only when the PDF came from this server, which then checks the digest
 * against its own copy.
 */
export async function uploadSignedDocument(
  context: SigningContext,
  pdf: Uint8Array,
  remark: string,
  fileName: string,
  originalSha256: string | null,
): Promise<{ id: number }> {
  const branch = { clinicUrl: context.clinicUrl, branchUrl: context.branchUrl };
  const formData = new FormData();
  const signature = originalSha256
    ? {
        originalSha256,
        sourceFileId: isOwnOrigin(context.pdfUrl) ? context.docId : null,
        device: navigator.userAgent.slice(0, 200),
      }
    : undefined;
  const data = signedUploadData({
    ...branch,
    patientId: context.patientId,
    remark,
    fileSize: pdf.byteLength,
    signature,
  });
  formData.append('data', JSON.stringify(data));
  formData.append('file', new File([pdf as BlobPart], fileName, { type: 'application/pdf' }), fileName);
  const files = await callApi(media.create, { params: branch, formData, silent: true });
  const first = files[0];
  if (!first) throw new Error('createMediaFiles answered no file');
  announceSignedFile(context, first.id);
  return { id: first.id };
}

/** Written to localStorage: other tabs hear a `storage` event (spec §3 "Cross-tab message"). */
export function announceSignedFile(context: SigningContext, fileId: number): CrossTabMessage {
  const message = crossTabMessage({
    patientId: context.patientId,
    files: [{ id: fileId }],
    isTemplateSign: context.templateId !== null,
    templateId: context.templateId,
  });
  try {
    localStorage.setItem(CROSS_TAB_KEY, JSON.stringify(message));
  } catch {
    // Storage full or blocked: the other tab's list refreshes on its own interval instead.
  }
  return message;
}

function isOwnOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}
