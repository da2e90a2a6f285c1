import type { TAiClassName, TAiPhotoType } from '@yim/contract';

// Bodies of POST /api/dental-ai/analysis for the tests: photos with known findings and the
// dentist's decisions, written as short lists.

type Finding = readonly [TAiClassName, number];
type Decision = readonly [TAiPhotoType, TAiClassName, 'confirmed' | 'removed'];

const box = (i: number) => ({ x1: 10 + i, y1: 20, x2: 60 + i, y2: 80 });

export function analysisBody(
  patientId: number,
  upper: readonly Finding[],
  lower: readonly Finding[],
  decisions: readonly Decision[],
  extra: object = {},
) {
  const photo = (photoType: TAiPhotoType, findings: readonly Finding[]) => ({
    photoType,
    imageWidth: 400,
    imageHeight: 300,
    detections: findings.map(([class_name, confidence], i) => ({ class_name, confidence, box: box(i) })),
  });
  return {
    patientId,
    threshold: 0.2,
    mode: 'sandbox',
    photos: [photo('upper', upper), photo('lower', lower)],
    decisions: decisions.map(([photoType, className, decision]) => ({ photoType, className, decision })),
    ...extra,
  };
}
