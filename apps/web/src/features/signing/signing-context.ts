import type { SigningContext } from './signing.api.ts';

/**
 * Spec access §2: src, id, patientId|patient, clinicUrl|clinic, branchUrl|branch, filename,
 * template. Null when the PDF or the branch is missing (nothing to sign, nowhere to file it).
 */
export function readSigningContext(search: URLSearchParams): SigningContext | null {
  const pick = (...names: string[]) => {
    for (const name of names) {
      const value = search.get(name)?.trim();
      if (value) return value;
    }
    return null;
  };
  const pdfUrl = pick('src');
  const clinicUrl = pick('clinicUrl', 'clinic');
  const branchUrl = pick('branchUrl', 'branch');
  if (!pdfUrl || !clinicUrl || !branchUrl) return null;
  const id = Number(pick('id'));
  const template = pick('template');
  return {
    pdfUrl,
    docId: Number.isInteger(id) && id > 0 ? id : null,
    patientId: pick('patientId', 'patient'),
    clinicUrl,
    branchUrl,
    filename: pick('filename'),
    templateId: template && template !== 'false' ? template : null,
  };
}
