import { and, eq } from 'drizzle-orm';
import { bahtToSatang, type MasterKind } from '@yim/contract';
import type { Tx } from '../lib/db/database.ts';
import { branches } from '../features/clinics/clinics.table.ts';
import { masterCategories, masterEntries } from '../features/masters/master-lists.table.ts';
import { LAB_CATALOGUE } from './demo-lab-catalogue.ts';

// Demo master lists: what a Bangkok private dental clinic keeps (prices in baht as such clinics
// list them in 2025, rounded). The branches differ a little, as real branches do.

type Category = { code: string; th: string; en: string };
type Entry = {
  code: string;
  th: string;
  en: string;
  cate: string;
  price?: number;
  unit?: string;
  fav?: boolean;
  used?: number;
};
type DemoList = { kind: MasterKind; categories: Category[]; entries: Entry[] };

const TREATMENTS: DemoList = {
  kind: 'treat',
  categories: [
    { code: 'GEN', th: 'ทันตกรรมทั่วไป', en: 'General dentistry' },
    { code: 'PERIO', th: 'ปริทันต์', en: 'Periodontics' },
    { code: 'ENDO', th: 'รักษารากฟัน', en: 'Endodontics' },
    { code: 'SURG', th: 'ศัลยกรรมช่องปาก', en: 'Oral surgery' },
    { code: 'PROS', th: 'ทันตกรรมประดิษฐ์', en: 'Prosthodontics' },
    { code: 'ORTHO', th: 'ทันตกรรมจัดฟัน', en: 'Orthodontics' },
    { code: 'COS', th: 'ทันตกรรมเพื่อความงาม', en: 'Cosmetic dentistry' },
    { code: 'PEDO', th: 'ทันตกรรมสำหรับเด็ก', en: 'Paediatric dentistry' },
  ],
  entries: [
    {
      code: 'EXAM',
      th: 'ตรวจและวางแผนการรักษา',
      en: 'Examination and treatment plan',
      cate: 'GEN',
      price: 300,
      fav: true,
      used: 41,
    },
    {
      // COMPREHENSIVE_EXAM_CODE: proposed on a patient's first treatment record.
      code: 'COMP-EXAM',
      th: 'ตรวจสุขภาพช่องปากอย่างละเอียด (ครั้งแรก)',
      en: 'Comprehensive oral examination (first visit)',
      cate: 'GEN',
      price: 500,
      used: 12,
    },
    { code: 'XR-PA', th: 'เอกซเรย์ฟันเฉพาะซี่', en: 'Periapical X-ray', cate: 'GEN', price: 200, used: 18 },
    { code: 'XR-PANO', th: 'เอกซเรย์พานอรามิก', en: 'Panoramic X-ray', cate: 'GEN', price: 800, used: 9 },
    { code: 'FILL-AM1', th: 'อุดฟันอะมัลกัม 1 ด้าน', en: 'Amalgam filling, one surface', cate: 'GEN', price: 700, used: 3 },
    {
      code: 'FILL-CR1',
      th: 'อุดฟันสีเหมือนฟัน 1 ด้าน',
      en: 'Composite filling, one surface',
      cate: 'GEN',
      price: 900,
      fav: true,
      used: 35,
    },
    {
      code: 'FILL-CR2',
      th: 'อุดฟันสีเหมือนฟัน 2 ด้าน',
      en: 'Composite filling, two surfaces',
      cate: 'GEN',
      price: 1200,
      used: 14,
    },
    {
      code: 'SCALE',
      th: 'ขูดหินปูนและขัดฟัน',
      en: 'Scaling and polishing',
      cate: 'PERIO',
      price: 1000,
      fav: true,
      used: 52,
    },
    { code: 'SRP', th: 'เกลารากฟัน (ต่อส่วน)', en: 'Root planing (per quadrant)', cate: 'PERIO', price: 1500, used: 6 },
    { code: 'RCT-ANT', th: 'รักษารากฟันหน้า', en: 'Root canal treatment, anterior', cate: 'ENDO', price: 6000, used: 4 },
    {
      code: 'RCT-PM',
      th: 'รักษารากฟันกรามน้อย',
      en: 'Root canal treatment, premolar',
      cate: 'ENDO',
      price: 8000,
      used: 3,
    },
    { code: 'RCT-M', th: 'รักษารากฟันกราม', en: 'Root canal treatment, molar', cate: 'ENDO', price: 12000, used: 5 },
    { code: 'EXT', th: 'ถอนฟัน', en: 'Extraction', cate: 'SURG', price: 800, fav: true, used: 27 },
    { code: 'EXT-SURG', th: 'ผ่าฟันคุด', en: 'Surgical removal of impacted tooth', cate: 'SURG', price: 4000, used: 11 },
    {
      code: 'CROWN-PFM',
      th: 'ครอบฟันเซรามิกยึดโลหะ',
      en: 'Porcelain-fused-to-metal crown',
      cate: 'PROS',
      price: 12000,
      used: 2,
    },
    { code: 'CROWN-ZR', th: 'ครอบฟันเซอร์โคเนีย', en: 'Zirconia crown', cate: 'PROS', price: 16000, used: 3 },
    {
      code: 'DENT-AC',
      th: 'ฟันปลอมถอดได้ฐานพลาสติก',
      en: 'Acrylic removable partial denture',
      cate: 'PROS',
      price: 3500,
      used: 1,
    },
    { code: 'ORTHO-CONS', th: 'ปรึกษาจัดฟัน', en: 'Orthodontic consultation', cate: 'ORTHO', price: 500, used: 8 },
    { code: 'ORTHO-ADJ', th: 'ปรับเครื่องมือจัดฟัน', en: 'Orthodontic adjustment', cate: 'ORTHO', price: 1000, used: 30 },
    { code: 'BLEACH', th: 'ฟอกสีฟันที่คลินิก', en: 'In-office whitening', cate: 'COS', price: 8000, used: 2 },
    { code: 'VENEER', th: 'วีเนียร์เซรามิก (ต่อซี่)', en: 'Ceramic veneer (per tooth)', cate: 'COS', price: 15000 },
    { code: 'FLUORIDE', th: 'เคลือบฟลูออไรด์', en: 'Fluoride varnish', cate: 'PEDO', price: 400, used: 7 },
    {
      code: 'SEALANT',
      th: 'เคลือบหลุมร่องฟัน (ต่อซี่)',
      en: 'Pit and fissure sealant (per tooth)',
      cate: 'PEDO',
      price: 500,
      used: 5,
    },
  ],
};

const DIAGNOSES: DemoList = {
  kind: 'treatDiag',
  categories: [
    { code: 'CARIES', th: 'ฟันผุ', en: 'Caries' },
    { code: 'PERIO', th: 'เหงือกและปริทันต์', en: 'Gingiva and periodontium' },
    { code: 'PULP', th: 'โพรงประสาทฟัน', en: 'Pulp' },
    { code: 'OTHER', th: 'อื่น ๆ', en: 'Other' },
  ],
  entries: [
    { code: 'CARIES-E', th: 'ฟันผุระดับเคลือบฟัน', en: 'Enamel caries', cate: 'CARIES', used: 12 },
    { code: 'CARIES-D', th: 'ฟันผุถึงเนื้อฟัน', en: 'Dentine caries', cate: 'CARIES', fav: true, used: 38 },
    { code: 'CALCULUS', th: 'หินปูน', en: 'Calculus', cate: 'PERIO', fav: true, used: 49 },
    { code: 'GINGIVITIS', th: 'เหงือกอักเสบ', en: 'Gingivitis', cate: 'PERIO', used: 21 },
    { code: 'PERIO-CHR', th: 'ปริทันต์อักเสบเรื้อรัง', en: 'Chronic periodontitis', cate: 'PERIO', used: 9 },
    { code: 'PULPITIS', th: 'โพรงประสาทฟันอักเสบ', en: 'Pulpitis', cate: 'PULP', used: 10 },
    { code: 'NECROSIS', th: 'โพรงประสาทฟันตาย', en: 'Pulp necrosis', cate: 'PULP', used: 4 },
    { code: 'ABSCESS', th: 'ฝีปลายรากฟัน', en: 'Periapical abscess', cate: 'PULP', used: 3 },
    { code: 'IMPACTED', th: 'ฟันคุด', en: 'Impacted tooth', cate: 'OTHER', used: 11 },
    { code: 'ATTRITION', th: 'ฟันสึก', en: 'Tooth wear', cate: 'OTHER', used: 2 },
    { code: 'SENSITIVE', th: 'ฟันเสียว', en: 'Dentine hypersensitivity', cate: 'OTHER', used: 6 },
    { code: 'MALOCC', th: 'การสบฟันผิดปกติ', en: 'Malocclusion', cate: 'OTHER', used: 8 },
  ],
};

const ITEMS: DemoList = {
  kind: 'item',
  categories: [
    { code: 'MED', th: 'ยา', en: 'Medicines' },
    { code: 'CARE', th: 'ผลิตภัณฑ์ดูแลช่องปาก', en: 'Oral care products' },
  ],
  entries: [
    {
      code: 'AMOX500',
      th: 'อะม็อกซีซิลลิน 500 มก.',
      en: 'Amoxicillin 500 mg',
      cate: 'MED',
      price: 5,
      unit: 'เม็ด',
      fav: true,
      used: 20,
    },
    {
      code: 'PARA500',
      th: 'พาราเซตามอล 500 มก.',
      en: 'Paracetamol 500 mg',
      cate: 'MED',
      price: 2,
      unit: 'เม็ด',
      fav: true,
      used: 33,
    },
    { code: 'IBU400', th: 'ไอบูโพรเฟน 400 มก.', en: 'Ibuprofen 400 mg', cate: 'MED', price: 4, unit: 'เม็ด', used: 15 },
    {
      code: 'CHX',
      th: 'น้ำยาบ้วนปากคลอร์เฮกซิดีน 0.12%',
      en: 'Chlorhexidine mouthwash 0.12%',
      cate: 'MED',
      price: 180,
      unit: 'ขวด',
      used: 7,
    },
    { code: 'TB-SOFT', th: 'แปรงสีฟันขนนุ่ม', en: 'Soft toothbrush', cate: 'CARE', price: 80, unit: 'ด้าม', used: 10 },
    { code: 'FLOSS', th: 'ไหมขัดฟัน', en: 'Dental floss', cate: 'CARE', price: 120, unit: 'กล่อง', used: 4 },
    {
      code: 'TP-F1450',
      th: 'ยาสีฟันฟลูออไรด์ 1450 ppm',
      en: 'Fluoride toothpaste 1450 ppm',
      cate: 'CARE',
      price: 95,
      unit: 'หลอด',
      used: 5,
    },
    { code: 'RET-CASE', th: 'กล่องใส่รีเทนเนอร์', en: 'Retainer case', cate: 'CARE', price: 150, unit: 'ชิ้น' },
  ],
};

const APPOINTMENT_TREATMENTS: DemoList = {
  kind: 'apptTreat',
  categories: [
    { code: 'CHECK', th: 'ตรวจ', en: 'Check-up' },
    { code: 'TREAT', th: 'รักษา', en: 'Treatment' },
    { code: 'FOLLOW', th: 'ติดตามผล', en: 'Follow-up' },
  ],
  entries: [
    { code: 'CHECKUP', th: 'ตรวจสุขภาพช่องปาก', en: 'Oral check-up', cate: 'CHECK', fav: true, used: 40 },
    { code: 'CONSULT', th: 'ปรึกษาทันตแพทย์', en: 'Consultation', cate: 'CHECK', used: 12 },
    { code: 'SCALE', th: 'ขูดหินปูน', en: 'Scaling', cate: 'TREAT', fav: true, used: 45 },
    { code: 'FILL', th: 'อุดฟัน', en: 'Filling', cate: 'TREAT', used: 30 },
    { code: 'EXT', th: 'ถอนฟัน', en: 'Extraction', cate: 'TREAT', used: 22 },
    { code: 'RCT', th: 'รักษารากฟัน (ต่อเนื่อง)', en: 'Root canal treatment (continued)', cate: 'TREAT', used: 9 },
    { code: 'ORTHO', th: 'ปรับเครื่องมือจัดฟัน', en: 'Orthodontic adjustment', cate: 'FOLLOW', fav: true, used: 28 },
    { code: 'FOLLOW', th: 'ติดตามอาการ', en: 'Follow-up visit', cate: 'FOLLOW', used: 10 },
  ],
};

export const DEMO_MASTER_LISTS: readonly DemoList[] = [
  TREATMENTS,
  DIAGNOSES,
  ITEMS,
  APPOINTMENT_TREATMENTS,
  LAB_CATALOGUE,
];

async function insertList(tx: Tx, clinicId: number, branchId: number, list: DemoList, priceFactor: number) {
  const categories = await tx
    .insert(masterCategories)
    .values(
      list.categories.map((c) => ({ clinicId, branchId, kind: list.kind, code: c.code, nameTh: c.th, nameEn: c.en })),
    )
    .returning({ id: masterCategories.id, code: masterCategories.code });
  const categoryId = new Map(categories.map((c) => [c.code, c.id]));
  await tx.insert(masterEntries).values(
    list.entries.map((e) => ({
      clinicId,
      branchId,
      kind: list.kind,
      cateId: categoryId.get(e.cate) ?? null,
      code: e.code,
      nameTh: e.th,
      nameEn: e.en,
      // Prices are kept to whole tens of baht, as price lists are.
      priceSatang:
        e.price === undefined
          ? null
          : bahtToSatang(e.price < 10 ? e.price : Math.round((e.price * priceFactor) / 10) * 10),
      unit: e.unit ?? '',
      favorite: e.fav ?? false,
      timeUse: Math.round((e.used ?? 0) * priceFactor),
    })),
  );
}

async function branchId(tx: Tx, clinicId: number, url: string): Promise<number> {
  const [row] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.clinicId, clinicId), eq(branches.url, url)));
  if (!row) throw new Error(`demo branch ${url} missing`);
  return row.id;
}

/** yim-demo: full lists at siam, the same lists at thonglor with its own (higher) prices. */
export async function insertYimDemoMasterLists(tx: Tx, clinicId: number) {
  const siam = await branchId(tx, clinicId, 'siam');
  const thonglor = await branchId(tx, clinicId, 'thonglor');
  for (const list of DEMO_MASTER_LISTS) {
    await insertList(tx, clinicId, siam, list, 1);
    await insertList(tx, clinicId, thonglor, list, 1.2);
  }
}

/** smile-ari: its own treatments and labs, so that tenant tests have rows on both sides. */
export async function insertSmileAriMasterLists(tx: Tx, clinicId: number) {
  const ari = await branchId(tx, clinicId, 'ari');
  await insertList(tx, clinicId, ari, TREATMENTS, 0.9);
  await insertList(tx, clinicId, ari, LAB_CATALOGUE, 0.9);
}
