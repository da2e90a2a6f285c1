// Seed contents of the global tooth and tooth-surface catalogues, in FDI two-digit notation:
// the first digit is the quadrant (1–4 permanent, 5–8 primary, clockwise from upper right as the
// dentist faces the patient), the second the position from the midline.
import type { ZTooth, ZToothSurface } from '@yim/contract';
import type { z } from 'zod';

type TTooth = z.infer<typeof ZTooth>;
type TToothSurface = z.infer<typeof ZToothSurface>;
type Dentition = TTooth['dentition'];
type Name = { th: string; en: string };

const SIDES: Record<number, Name> = {
  1: { th: 'บนขวา', en: 'Upper right' },
  2: { th: 'บนซ้าย', en: 'Upper left' },
  3: { th: 'ล่างซ้าย', en: 'Lower left' },
  4: { th: 'ล่างขวา', en: 'Lower right' },
};

const PERMANENT: readonly Name[] = [
  { th: 'ฟันตัดซี่กลาง', en: 'central incisor' },
  { th: 'ฟันตัดซี่ข้าง', en: 'lateral incisor' },
  { th: 'ฟันเขี้ยว', en: 'canine' },
  { th: 'ฟันกรามน้อยซี่ที่หนึ่ง', en: 'first premolar' },
  { th: 'ฟันกรามน้อยซี่ที่สอง', en: 'second premolar' },
  { th: 'ฟันกรามซี่ที่หนึ่ง', en: 'first molar' },
  { th: 'ฟันกรามซี่ที่สอง', en: 'second molar' },
  { th: 'ฟันกรามซี่ที่สาม', en: 'third molar' },
];

const PRIMARY: readonly Name[] = [
  { th: 'ฟันน้ำนมตัดซี่กลาง', en: 'primary central incisor' },
  { th: 'ฟันน้ำนมตัดซี่ข้าง', en: 'primary lateral incisor' },
  { th: 'ฟันน้ำนมเขี้ยว', en: 'primary canine' },
  { th: 'ฟันน้ำนมกรามซี่ที่หนึ่ง', en: 'primary first molar' },
  { th: 'ฟันน้ำนมกรามซี่ที่สอง', en: 'primary second molar' },
];

function teethOf(dentition: Dentition, kinds: readonly Name[]): TTooth[] {
  const firstQuadrant = dentition === 'permanent' ? 1 : 5;
  return [0, 1, 2, 3].flatMap((side) =>
    kinds.map((kind, index): TTooth => {
      const quadrant = firstQuadrant + side;
      const position = index + 1;
      const where = SIDES[side + 1] ?? { th: '', en: '' };
      return {
        id: quadrant * 10 + position,
        code: `${quadrant}${position}`,
        quadrant,
        position,
        dentition,
        nameTh: `${kind.th}${where.th}`,
        nameEn: `${where.en} ${kind.en}`,
      };
    }),
  );
}

/** 32 permanent teeth (11–48) then 20 primary teeth (51–85); id is the FDI number. */
export const TEETH_SEED: TTooth[] = [...teethOf('permanent', PERMANENT), ...teethOf('primary', PRIMARY)];

export const TOOTH_SURFACE_SEED: TToothSurface[] = [
  { id: 1, code: 'M', nameTh: 'ด้านใกล้กลาง', nameEn: 'Mesial' },
  { id: 2, code: 'D', nameTh: 'ด้านไกลกลาง', nameEn: 'Distal' },
  { id: 3, code: 'O', nameTh: 'ด้านบดเคี้ยว', nameEn: 'Occlusal' },
  { id: 4, code: 'I', nameTh: 'ด้านปลายฟัน', nameEn: 'Incisal' },
  { id: 5, code: 'B', nameTh: 'ด้านแก้ม', nameEn: 'Buccal' },
  { id: 6, code: 'F', nameTh: 'ด้านริมฝีปาก', nameEn: 'Facial (labial)' },
  { id: 7, code: 'L', nameTh: 'ด้านลิ้น', nameEn: 'Lingual' },
  { id: 8, code: 'P', nameTh: 'ด้านเพดาน', nameEn: 'Palatal' },
];
