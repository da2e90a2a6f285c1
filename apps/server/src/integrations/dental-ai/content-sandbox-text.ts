import type { TAiClassName } from '@yim/contract';
import type { DentalAiContent, DentalAiContentRequest } from './dental-ai.ts';

// The sandbox's writer: fixed sentences filled from the findings, so the same analysis always
// reads the same. Plain words a patient understands, no diagnosis: the dentist explains.

const WORDS = {
  th: {
    title: 'สรุปผลการตรวจภาพถ่ายช่องปาก',
    health: { excellent: 'ดีเยี่ยม', good: 'ดี', fair: 'พอใช้', poor: 'ควรได้รับการรักษา' },
    arch: { upper: 'ฟันบน', lower: 'ฟันล่าง' },
    classes: {
      gum: 'เหงือกอักเสบ',
      carries: 'ฟันผุ',
      calculus: 'หินปูน',
      tongue: 'ฝ้าบนลิ้น',
      worn_teeth: 'ฟันสึก',
      fluorosis: 'ฟันตกกระ',
    },
    care: {
      gum: 'แปรงฟันเบา ๆ ตามแนวขอบเหงือกและใช้ไหมขัดฟันทุกวัน',
      carries: 'ลดขนมและเครื่องดื่มหวาน และแปรงฟันด้วยยาสีฟันผสมฟลูออไรด์',
      calculus: 'ขูดหินปูนตามนัดและแปรงฟันให้ทั่วทุกซี่',
      tongue: 'ทำความสะอาดลิ้นทุกเช้าและดื่มน้ำให้เพียงพอ',
      worn_teeth: 'หลีกเลี่ยงการกัดของแข็งและปรึกษาทันตแพทย์หากนอนกัดฟัน',
      fluorosis: 'ปรึกษาทันตแพทย์เรื่องการปรับสีฟันหากกังวลเรื่องความสวยงาม',
    },
    overall: (health: string, n: number) => `สุขภาพช่องปากโดยรวมอยู่ในระดับ${health} ทันตแพทย์ยืนยันปัญหา ${n} รายการ`,
    found: (items: string) => `สิ่งที่พบ: ${items}`,
    item: (name: string, arch: string, count: number) => `${name} (${arch}${count > 1 ? ` ${count} ตำแหน่ง` : ''})`,
    removed: (n: number) => `ทันตแพทย์ตรวจแล้วตัดสิ่งที่ระบบแนะนำออก ${n} รายการ`,
    careHead: 'คำแนะนำในการดูแล:',
    closing: 'ผลนี้เป็นข้อมูลประกอบจากระบบวิเคราะห์ภาพ ทันตแพทย์ของท่านเป็นผู้วินิจฉัยและวางแผนการรักษา',
  },
  en: {
    title: 'Your oral photo check: a summary',
    health: { excellent: 'excellent', good: 'good', fair: 'fair', poor: 'in need of treatment' },
    arch: { upper: 'upper teeth', lower: 'lower teeth' },
    classes: {
      gum: 'gum inflammation',
      carries: 'tooth decay',
      calculus: 'tartar',
      tongue: 'coated tongue',
      worn_teeth: 'worn teeth',
      fluorosis: 'fluorosis spots',
    },
    care: {
      gum: 'brush gently along the gum line and floss every day',
      carries: 'cut down on sweet snacks and drinks, and brush with a fluoride toothpaste',
      calculus: 'keep your scaling appointments and brush every tooth',
      tongue: 'clean your tongue every morning and drink enough water',
      worn_teeth: 'avoid biting hard things, and tell your dentist if you grind your teeth',
      fluorosis: 'ask your dentist about whitening if the spots bother you',
    },
    overall: (health: string, n: number) =>
      `Your overall oral health is ${health}; your dentist confirmed ${n} problem(s).`,
    found: (items: string) => `Found: ${items}.`,
    item: (name: string, arch: string, count: number) => `${name} (${arch}${count > 1 ? `, ${count} places` : ''})`,
    removed: (n: number) => `Your dentist checked and set aside ${n} suggestion(s) of the system.`,
    careHead: 'How to care for your mouth:',
    closing: 'This is supporting information from photo analysis; your dentist makes the diagnosis and the plan.',
  },
} as const;

export function sandboxContentText(request: DentalAiContentRequest): DentalAiContent {
  const w = WORDS[request.lang];
  const items = request.confirmed.map((c) => w.item(w.classes[c.className], w.arch[c.photoType], c.count));
  const conditions = [...new Set(request.confirmed.map((c) => c.className))] as TAiClassName[];
  const paragraphs = [w.overall(w.health[request.oralHealth], request.problemCount)];
  if (items.length > 0) paragraphs.push(w.found(items.join(request.lang === 'th' ? ' ' : ', ')));
  if (request.removedCount > 0) paragraphs.push(w.removed(request.removedCount));
  if (conditions.length > 0)
    paragraphs.push(`${w.careHead} ${conditions.map((c) => w.care[c]).join(request.lang === 'th' ? ' ' : '; ')}`);
  paragraphs.push(w.closing);
  return { title: w.title, paragraphs };
}
