// Seed contents of the global configuration lists (no tenant): what a Thai dental clinic expects
// to find in its drop-downs. Ids are the keys the spec and the code rely on ('2' dentist user type,
// '5' checked-in appointment), so they never change once seeded; sort follows the order below.
import { ROLE, type ConfigName, type TConfigValue } from '@yim/contract';

type Row = Omit<TConfigValue, 'sort' | 'color' | 'value'> & Partial<Pick<TConfigValue, 'color' | 'value'>>;

const list = (rows: readonly Row[]): TConfigValue[] =>
  rows.map((row, index) => ({ color: null, value: null, ...row, sort: index + 1 }));

const GENDER = list([
  { id: '1', nameTh: 'ชาย', nameEn: 'Male' },
  { id: '2', nameTh: 'หญิง', nameEn: 'Female' },
  { id: '3', nameTh: 'ไม่ระบุ', nameEn: 'Not specified' },
]);

const TITLE_NAME = list([
  { id: '1', nameTh: 'นาย', nameEn: 'Mr.' },
  { id: '2', nameTh: 'นาง', nameEn: 'Mrs.' },
  { id: '3', nameTh: 'นางสาว', nameEn: 'Miss' },
  { id: '4', nameTh: 'เด็กชาย', nameEn: 'Master' },
  { id: '5', nameTh: 'เด็กหญิง', nameEn: 'Miss (girl)' },
  { id: '6', nameTh: 'ทพ.', nameEn: 'Dentist (male)' },
  { id: '7', nameTh: 'ทพญ.', nameEn: 'Dentist (female)' },
  { id: '8', nameTh: 'นพ.', nameEn: 'Physician (male)' },
  { id: '9', nameTh: 'พญ.', nameEn: 'Physician (female)' },
  { id: '10', nameTh: 'ภก.', nameEn: 'Pharmacist (male)' },
  { id: '11', nameTh: 'ภญ.', nameEn: 'Pharmacist (female)' },
  { id: '12', nameTh: 'ดร.', nameEn: 'Dr.' },
  { id: '13', nameTh: 'ศ.', nameEn: 'Prof.' },
  { id: '14', nameTh: 'รศ.', nameEn: 'Assoc. Prof.' },
  { id: '15', nameTh: 'ผศ.', nameEn: 'Asst. Prof.' },
  { id: '16', nameTh: 'พระ', nameEn: 'Venerable (monk)' },
  { id: '17', nameTh: 'สามเณร', nameEn: 'Novice monk' },
  { id: '18', nameTh: 'แม่ชี', nameEn: 'Nun' },
  { id: '19', nameTh: 'คุณ', nameEn: 'Khun' },
]);

// The English title printed on English receipts; the same text in both languages.
const TITLE_NAME_ENG = list(
  ['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Master', 'Mx.', 'Dr.', 'Prof.', 'Assoc. Prof.', 'Asst. Prof.', 'Ven.'].map(
    (title, index) => ({ id: String(index + 1), nameTh: title, nameEn: title }),
  ),
);

const PERSONAL_TYPE = list([
  { id: '1', nameTh: 'บัตรประจำตัวประชาชน', nameEn: 'Thai national ID card' },
  { id: '2', nameTh: 'หนังสือเดินทาง', nameEn: 'Passport' },
  {
    id: '3',
    nameTh: 'บัตรประจำตัวคนซึ่งไม่มีสัญชาติไทย (บัตรสีชมพู)',
    nameEn: 'Identity card for non-Thai persons (pink card)',
  },
  { id: '4', nameTh: 'ใบสำคัญประจำตัวคนต่างด้าว', nameEn: 'Alien registration certificate' },
  { id: '5', nameTh: 'ใบอนุญาตทำงาน', nameEn: 'Work permit' },
  { id: '6', nameTh: 'สูติบัตร', nameEn: 'Birth certificate' },
  { id: '7', nameTh: 'อื่น ๆ', nameEn: 'Other' },
]);

const REQ_EXT_DOC = list([
  { id: '1', nameTh: 'ใบรับรองแพทย์', nameEn: 'Medical certificate' },
  { id: '2', nameTh: 'ใบรับรองแพทย์ภาษาอังกฤษ', nameEn: 'Medical certificate in English' },
  { id: '3', nameTh: 'ใบเสร็จรับเงินภาษาอังกฤษ', nameEn: 'Receipt in English' },
  { id: '4', nameTh: 'ใบแจ้งรายการค่ารักษาสำหรับเบิกประกัน', nameEn: 'Itemised bill for an insurance claim' },
  { id: '5', nameTh: 'แบบฟอร์มเรียกร้องสินไหมประกัน', nameEn: 'Insurance claim form' },
  { id: '6', nameTh: 'ใบส่งตัวผู้ป่วย', nameEn: 'Referral letter' },
  { id: '7', nameTh: 'สำเนาประวัติการรักษา', nameEn: 'Copy of treatment records' },
  { id: '8', nameTh: 'สำเนาภาพถ่ายรังสี (เอกซเรย์)', nameEn: 'Copy of radiographs (X-rays)' },
  { id: '9', nameTh: 'ใบนัดหมาย', nameEn: 'Appointment card' },
]);

const DOCTOR_COLOR = list([
  { id: '1', nameTh: 'แดง', nameEn: 'Red', color: '#e53935' },
  { id: '2', nameTh: 'ชมพู', nameEn: 'Pink', color: '#d81b60' },
  { id: '3', nameTh: 'ม่วง', nameEn: 'Purple', color: '#8e24aa' },
  { id: '4', nameTh: 'คราม', nameEn: 'Indigo', color: '#3949ab' },
  { id: '5', nameTh: 'น้ำเงิน', nameEn: 'Blue', color: '#1e88e5' },
  { id: '6', nameTh: 'ฟ้า', nameEn: 'Sky blue', color: '#039be5' },
  { id: '7', nameTh: 'เขียวหัวเป็ด', nameEn: 'Teal', color: '#00897b' },
  { id: '8', nameTh: 'เขียว', nameEn: 'Green', color: '#43a047' },
  { id: '9', nameTh: 'เขียวมะนาว', nameEn: 'Lime', color: '#7cb342' },
  { id: '10', nameTh: 'เหลืองอำพัน', nameEn: 'Amber', color: '#ffb300' },
  { id: '11', nameTh: 'ส้ม', nameEn: 'Orange', color: '#fb8c00' },
  { id: '12', nameTh: 'น้ำตาล', nameEn: 'Brown', color: '#6d4c41' },
]);

/** '0' is not a row: it is the empty choice the registration form refuses. */
const USER_TYPE = list([
  { id: '1', nameTh: 'เจ้าหน้าที่คลินิก', nameEn: 'Clinic staff' },
  { id: '2', nameTh: 'ทันตแพทย์', nameEn: 'Dentist' },
  { id: '3', nameTh: 'ผู้ช่วยทันตแพทย์', nameEn: 'Dental assistant' },
  { id: '4', nameTh: 'เจ้าของคลินิก / ผู้จัดการ', nameEn: 'Clinic owner / manager' },
  { id: '5', nameTh: 'อื่น ๆ', nameEn: 'Other' },
]);

/** General practice, then the specialty branches of the Dental Council of Thailand. */
const DR_SPECIALTY = list([
  { id: '1', nameTh: 'ทันตแพทย์ทั่วไป', nameEn: 'General dentist' },
  { id: '2', nameTh: 'ทันตกรรมจัดฟัน', nameEn: 'Orthodontics' },
  { id: '3', nameTh: 'ศัลยศาสตร์ช่องปากและแม็กซิลโลเฟเชียล', nameEn: 'Oral and maxillofacial surgery' },
  { id: '4', nameTh: 'ปริทันตวิทยา', nameEn: 'Periodontology' },
  { id: '5', nameTh: 'ทันตกรรมประดิษฐ์', nameEn: 'Prosthodontics' },
  { id: '6', nameTh: 'วิทยาเอ็นโดดอนต์', nameEn: 'Endodontics' },
  { id: '7', nameTh: 'ทันตกรรมสำหรับเด็ก', nameEn: 'Pediatric dentistry' },
  { id: '8', nameTh: 'ทันตกรรมหัตถการ', nameEn: 'Operative dentistry' },
  { id: '9', nameTh: 'ทันตสาธารณสุข', nameEn: 'Dental public health' },
  {
    id: '10',
    nameTh: 'ทันตกรรมบดเคี้ยวและความเจ็บปวดช่องปากใบหน้า',
    nameEn: 'Occlusion and orofacial pain',
  },
  { id: '11', nameTh: 'วิทยาการวินิจฉัยโรคช่องปาก', nameEn: 'Oral diagnostic sciences' },
  { id: '12', nameTh: 'ทันตกรรมทั่วไป', nameEn: 'Advanced general dentistry' },
]);

/** The five branch roles; ids are ROLE's, value is the role name the route checks use. */
const BRANCH_AUTHORITY = list([
  { id: String(ROLE.MANAGER), nameTh: 'ผู้จัดการ', nameEn: 'Manager', value: 'MANAGER' },
  { id: String(ROLE.DOCTOR), nameTh: 'ทันตแพทย์', nameEn: 'Doctor', value: 'DOCTOR' },
  { id: String(ROLE.COUNTER), nameTh: 'เคาน์เตอร์', nameEn: 'Counter', value: 'COUNTER' },
  { id: String(ROLE.ASSISTANT), nameTh: 'ผู้ช่วยทันตแพทย์', nameEn: 'Assistant', value: 'ASSISTANT' },
  { id: String(ROLE.HEADCOUNTER), nameTh: 'หัวหน้าเคาน์เตอร์', nameEn: 'Head counter', value: 'HEADCOUNTER' },
]);

/** value is the ISO 3950 (FDI) area code: 00 mouth, 01/02 arches, 10–40 quadrants, 03–08 sextants. */
const MOUTH_AREA = list([
  { id: '1', nameTh: 'ทั้งปาก', nameEn: 'Whole mouth', value: '00' },
  { id: '2', nameTh: 'ขากรรไกรบน', nameEn: 'Upper jaw (maxilla)', value: '01' },
  { id: '3', nameTh: 'ขากรรไกรล่าง', nameEn: 'Lower jaw (mandible)', value: '02' },
  { id: '4', nameTh: 'ด้านขวาบน (Q1)', nameEn: 'Upper right quadrant (Q1)', value: '10' },
  { id: '5', nameTh: 'ด้านซ้ายบน (Q2)', nameEn: 'Upper left quadrant (Q2)', value: '20' },
  { id: '6', nameTh: 'ด้านซ้ายล่าง (Q3)', nameEn: 'Lower left quadrant (Q3)', value: '30' },
  { id: '7', nameTh: 'ด้านขวาล่าง (Q4)', nameEn: 'Lower right quadrant (Q4)', value: '40' },
  { id: '8', nameTh: 'ฟันหลังบนขวา (S1: 18–14)', nameEn: 'Upper right posterior sextant (S1: 18–14)', value: '03' },
  { id: '9', nameTh: 'ฟันหน้าบน (S2: 13–23)', nameEn: 'Upper anterior sextant (S2: 13–23)', value: '04' },
  { id: '10', nameTh: 'ฟันหลังบนซ้าย (S3: 24–28)', nameEn: 'Upper left posterior sextant (S3: 24–28)', value: '05' },
  { id: '11', nameTh: 'ฟันหลังล่างซ้าย (S4: 38–34)', nameEn: 'Lower left posterior sextant (S4: 38–34)', value: '06' },
  { id: '12', nameTh: 'ฟันหน้าล่าง (S5: 33–43)', nameEn: 'Lower anterior sextant (S5: 33–43)', value: '07' },
  { id: '13', nameTh: 'ฟันหลังล่างขวา (S6: 44–48)', nameEn: 'Lower right posterior sextant (S6: 44–48)', value: '08' },
]);

/** Spec §4: 1 is a call still to make; 5, 6 and 7 count as having come; 11 and 12 are co-payment bookings. */
const APPT_STATUS = list([
  { id: '1', nameTh: 'ยังไม่ยืนยัน', nameEn: 'Not yet confirmed', color: '#f59e0b' },
  { id: '2', nameTh: 'ยืนยันแล้ว', nameEn: 'Confirmed', color: '#3b82f6' },
  { id: '5', nameTh: 'เช็คอินแล้ว', nameEn: 'Checked in', color: '#22c55e' },
  { id: '6', nameTh: 'รอชำระเงิน', nameEn: 'Waiting for payment', color: '#ef4444' },
  { id: '7', nameTh: 'ชำระเงินแล้ว', nameEn: 'Paid', color: '#64748b' },
  { id: '11', nameTh: 'นัดหมายโครงการร่วมจ่าย (เป๋าตัง)', nameEn: 'Co-payment booking (Paotang)', color: '#a855f7' },
  { id: '12', nameTh: 'นัดหมายโครงการร่วมจ่าย (กรุงไทย)', nameEn: 'Co-payment booking (Krungthai)', color: '#14b8a6' },
]);

function durationRow(minutes: number): Row {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const th = [hours > 0 ? `${hours} ชั่วโมง` : '', rest > 0 ? `${rest} นาที` : ''];
  const en = [hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '', rest > 0 ? `${rest} minutes` : ''];
  return {
    id: `${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}`,
    nameTh: th.filter(Boolean).join(' '),
    nameEn: en.filter(Boolean).join(' '),
    value: String(minutes),
  };
}

/** Ids are 'HH:MM' like the branch's confApptDuration (default '00:15'); value is minutes. */
const TIME_DURATION = list(Array.from({ length: 12 }, (_, i) => durationRow((i + 1) * 15)));

/** value is hours before the appointment; '0' (no reminder) has none. */
const APPT_REMINDER = list([
  { id: '0', nameTh: 'ไม่เตือน', nameEn: 'No reminder' },
  { id: '1', nameTh: 'ล่วงหน้า 1 ชั่วโมง', nameEn: '1 hour before', value: '1' },
  { id: '2', nameTh: 'ล่วงหน้า 2 ชั่วโมง', nameEn: '2 hours before', value: '2' },
  { id: '3', nameTh: 'ล่วงหน้า 3 ชั่วโมง', nameEn: '3 hours before', value: '3' },
  { id: '4', nameTh: 'ล่วงหน้า 6 ชั่วโมง', nameEn: '6 hours before', value: '6' },
  { id: '5', nameTh: 'ล่วงหน้า 12 ชั่วโมง', nameEn: '12 hours before', value: '12' },
  { id: '6', nameTh: 'ล่วงหน้า 1 วัน', nameEn: '1 day before', value: '24' },
  { id: '7', nameTh: 'ล่วงหน้า 2 วัน', nameEn: '2 days before', value: '48' },
  { id: '8', nameTh: 'ล่วงหน้า 3 วัน', nameEn: '3 days before', value: '72' },
  { id: '9', nameTh: 'ล่วงหน้า 1 สัปดาห์', nameEn: '1 week before', value: '168' },
  { id: '10', nameTh: 'ล่วงหน้า 2 สัปดาห์', nameEn: '2 weeks before', value: '336' },
]);

/** The ads list is cached by this number; superadmin increments it. */
const ADS_VERSION = list([{ id: '1', nameTh: 'เวอร์ชันโฆษณา', nameEn: 'Ads version', value: '1' }]);

export const CONFIG_VALUE_SEED: Record<ConfigName, TConfigValue[]> = {
  gender: GENDER,
  title_name: TITLE_NAME,
  title_name_eng: TITLE_NAME_ENG,
  personal_type: PERSONAL_TYPE,
  req_ext_doc: REQ_EXT_DOC,
  dr_member_appt_color: DOCTOR_COLOR,
  user_type: USER_TYPE,
  dr_spcialty: DR_SPECIALTY,
  branch_authority: BRANCH_AUTHORITY,
  mouth_area: MOUTH_AREA,
  appt_status: APPT_STATUS,
  time_duration: TIME_DURATION,
  appt_reminder: APPT_REMINDER,
  ads_version: ADS_VERSION,
};
