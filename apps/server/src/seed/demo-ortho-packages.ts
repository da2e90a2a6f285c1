import { and, asc, eq, isNull } from 'drizzle-orm';
import { addMonths, bangkokDate, type TOrthoPackageInput } from '@yim/contract';
import type { Database } from '../lib/db/database.ts';
import { createMasterPackage } from '../features/ortho/ortho-masters.service.ts';
import { createOrthoTemplate } from '../features/ortho/ortho-templates.service.ts';
import { assignPackage, recordPackageVisit } from '../features/ortho/patient-ortho.service.ts';
import { patients } from '../features/patients/patients.table.ts';

/** The national template every branch sees (branchId 0), kept by the platform. */
const TEMPLATE: TOrthoPackageInput = {
  nameTh: 'แพ็กเกจจัดฟันมาตรฐาน (ต้นแบบ)',
  nameEn: 'Standard orthodontic package (template)',
  items: [
    { nameTh: 'ตรวจวินิจฉัย พิมพ์ปาก และเอกซเรย์', nameEn: 'Diagnosis, impressions and X-rays', price: 3_000 },
    { nameTh: 'ติดเครื่องมือจัดฟันบน-ล่าง', nameEn: 'Upper and lower brackets', price: 18_000 },
    { nameTh: 'ปรับเครื่องมือ 24 ครั้ง', nameEn: '24 adjustments', price: 19_200 },
    { nameTh: 'รีเทนเนอร์บน-ล่าง', nameEn: 'Upper and lower retainers', price: 4_800 },
  ],
  visits: 24,
  instalments: 12,
};

/** siam's own packages, as its price list has them. */
const SIAM_MASTERS: TOrthoPackageInput[] = [
  {
    nameTh: 'จัดฟันโลหะ',
    nameEn: 'Metal braces',
    items: [
      { nameTh: 'ติดเครื่องมือโลหะบน-ล่าง', nameEn: 'Metal brackets, both arches', price: 20_000 },
      { nameTh: 'ปรับเครื่องมือ 24 ครั้ง', nameEn: '24 adjustments', price: 24_000 },
      { nameTh: 'รีเทนเนอร์ใส', nameEn: 'Clear retainers', price: 5_000 },
    ],
    visits: 24,
    instalments: 12,
  },
  {
    nameTh: 'จัดฟันเซรามิก',
    nameEn: 'Ceramic braces',
    items: [
      { nameTh: 'ติดเครื่องมือเซรามิกบน-ล่าง', nameEn: 'Ceramic brackets, both arches', price: 30_000 },
      { nameTh: 'ปรับเครื่องมือ 24 ครั้ง', nameEn: '24 adjustments', price: 24_000 },
      { nameTh: 'รีเทนเนอร์ใส', nameEn: 'Clear retainers', price: 5_000 },
    ],
    visits: 24,
    instalments: 12,
  },
  {
    nameTh: 'จัดฟันใส',
    nameEn: 'Clear aligners',
    items: [
      { nameTh: 'ชุดแผ่นจัดฟันใส', nameEn: 'Aligner set', price: 90_000 },
      { nameTh: 'ติดตามผล 10 ครั้ง', nameEn: '10 follow-up visits', price: 5_000 },
    ],
    visits: 10,
    instalments: 10,
  },
];

type Siam = { clinicId: number; branchId: number };
type People = { superadmin: string; manager: string; counter: string };

/**
 * The national template (written as the super-administrator, through the table's policies), three
 * masters at siam, and siam's first patient on metal braces since three months ago with three
 * visits used: the same services the API calls, so every row has its audit.
 */
export async function insertDemoOrthoPackages(db: Database, siam: Siam, people: People): Promise<void> {
  await db.run({ userId: people.superadmin }, (tx) =>
    createOrthoTemplate({ tx, user: { id: people.superadmin, sessionId: 'seed', isSuperadmin: true } }, TEMPLATE),
  );
  const branch = { ...siam, clinicUrl: 'yim-demo', branchUrl: 'siam', roleIds: [1] };
  await db.run({ clinicId: siam.clinicId, userId: people.manager }, async (tx) => {
    const masters = [];
    for (const input of SIAM_MASTERS)
      masters.push(await createMasterPackage({ tx, branch, userId: people.manager }, input));
    const [patient] = await tx
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.clinicId, siam.clinicId), isNull(patients.deletedAt)))
      .orderBy(asc(patients.dn))
      .limit(1);
    if (!patient) return;
    const writer = { tx, branch, userId: people.counter };
    const given = await assignPackage(writer, {
      patientId: patient.id,
      packageId: masters[0]!.id,
      startDate: addMonths(bangkokDate(), -3),
      note: '',
    });
    for (let visit = 0; visit < 3; visit++) await recordPackageVisit(writer, given.id);
  });
}
