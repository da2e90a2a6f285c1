/**
 * The default medical-history questionnaire of a dental clinic, written by the team from the
 * questions Thai dental clinics commonly ask before treatment (the conditions that change local
 * anaesthesia, bleeding control, antibiotics, radiographs and prescribing). Questions with an
 * alert label become a medical alert on the record when answered yes. A clinic adds its own.
 */
export type DefaultRiskQuestion = {
  key: string;
  textTh: string;
  textEn: string;
  alertLabelTh?: string;
  alertLabelEn?: string;
  asksDetail?: boolean;
};

export const DEFAULT_RISK_QUESTIONS: readonly DefaultRiskQuestion[] = [
  {
    key: 'drugAllergy',
    textTh: 'เคยแพ้ยาหรือไม่ (เช่น เพนิซิลลิน ยาชา ยาแก้ปวด)',
    textEn: 'Have you ever been allergic to a medicine (penicillin, local anaesthetic, painkillers)?',
    alertLabelTh: 'แพ้ยา',
    alertLabelEn: 'Drug allergy',
    asksDetail: true,
  },
  {
    key: 'latexAllergy',
    textTh: 'แพ้ยางลาเท็กซ์ (ถุงมือยาง) หรือสารอื่นหรือไม่',
    textEn: 'Are you allergic to latex (rubber gloves) or other materials?',
    alertLabelTh: 'แพ้ลาเท็กซ์/สารอื่น',
    alertLabelEn: 'Latex or material allergy',
    asksDetail: true,
  },
  {
    key: 'anticoagulant',
    textTh: 'กำลังใช้ยาละลายลิ่มเลือดหรือยาต้านเกล็ดเลือดหรือไม่ (เช่น วาร์ฟาริน แอสไพริน)',
    textEn: 'Do you take blood thinners or antiplatelet drugs (warfarin, aspirin, clopidogrel)?',
    alertLabelTh: 'ใช้ยาละลายลิ่มเลือด',
    alertLabelEn: 'Anticoagulant / antiplatelet',
    asksDetail: true,
  },
  {
    key: 'bleedingDisorder',
    textTh: 'มีภาวะเลือดออกง่ายหรือเลือดหยุดยากหรือไม่',
    textEn: 'Do you bleed easily or does bleeding take long to stop?',
    alertLabelTh: 'เลือดออกง่าย',
    alertLabelEn: 'Bleeding disorder',
  },
  {
    key: 'heartDisease',
    textTh: 'เป็นโรคหัวใจหรือเคยผ่าตัดหัวใจ/ใส่ลิ้นหัวใจเทียมหรือไม่',
    textEn: 'Do you have heart disease, or have you had heart surgery or a valve replacement?',
    alertLabelTh: 'โรคหัวใจ',
    alertLabelEn: 'Heart disease',
    asksDetail: true,
  },
  {
    key: 'hypertension',
    textTh: 'เป็นโรคความดันโลหิตสูงหรือไม่',
    textEn: 'Do you have high blood pressure?',
    alertLabelTh: 'ความดันโลหิตสูง',
    alertLabelEn: 'Hypertension',
  },
  {
    key: 'diabetes',
    textTh: 'เป็นโรคเบาหวานหรือไม่',
    textEn: 'Do you have diabetes?',
    alertLabelTh: 'เบาหวาน',
    alertLabelEn: 'Diabetes',
  },
  {
    key: 'bisphosphonate',
    textTh: 'เคยได้รับยากลุ่มบิสฟอสโฟเนตหรือยารักษาโรคกระดูกพรุนหรือไม่',
    textEn: 'Have you taken bisphosphonates or other medicines for osteoporosis?',
    alertLabelTh: 'ยาบิสฟอสโฟเนต',
    alertLabelEn: 'Bisphosphonates',
    asksDetail: true,
  },
  {
    key: 'pregnancy',
    textTh: 'ขณะนี้ตั้งครรภ์หรือให้นมบุตรอยู่หรือไม่',
    textEn: 'Are you pregnant or breast-feeding?',
    alertLabelTh: 'ตั้งครรภ์/ให้นมบุตร',
    alertLabelEn: 'Pregnant / breast-feeding',
    asksDetail: true,
  },
  {
    key: 'infectiousDisease',
    textTh: 'เป็นโรคติดต่อหรือไม่ (เช่น ไวรัสตับอักเสบ เอชไอวี วัณโรค)',
    textEn: 'Do you have an infectious disease (hepatitis, HIV, tuberculosis)?',
    alertLabelTh: 'โรคติดต่อ',
    alertLabelEn: 'Infectious disease',
    asksDetail: true,
  },
  {
    key: 'respiratory',
    textTh: 'เป็นโรคหอบหืดหรือโรคทางเดินหายใจหรือไม่',
    textEn: 'Do you have asthma or another breathing condition?',
    alertLabelTh: 'หอบหืด/โรคทางเดินหายใจ',
    alertLabelEn: 'Asthma / respiratory',
  },
  {
    key: 'seizure',
    textTh: 'เป็นโรคลมชักหรือเคยหมดสติหรือไม่',
    textEn: 'Do you have epilepsy or have you ever fainted?',
    alertLabelTh: 'ลมชัก/หมดสติ',
    alertLabelEn: 'Epilepsy / fainting',
  },
  {
    key: 'currentMedication',
    textTh: 'ปัจจุบันรับประทานยาประจำหรือไม่',
    textEn: 'Do you take any medicines regularly?',
    asksDetail: true,
  },
  {
    key: 'hospitalised',
    textTh: 'ในปีที่ผ่านมาเคยเข้ารับการรักษาในโรงพยาบาลหรือผ่าตัดหรือไม่',
    textEn: 'Have you been in hospital or had an operation in the past year?',
    asksDetail: true,
  },
  {
    key: 'smoking',
    textTh: 'สูบบุหรี่หรือไม่',
    textEn: 'Do you smoke?',
  },
];
