import type { Tx } from '../lib/db/database.ts';
import { users } from '../features/auth/users.table.ts';
import { branches, branchMembers, clinics, doctorWorkingHours, rooms } from '../features/clinics/clinics.table.ts';
import { ROLE } from '@yim/contract';

export const DEMO_PASSWORD = 'Demo1234!';

type DemoUser = {
  email: string;
  firstNameTh: string;
  lastNameTh: string;
  firstNameEn: string;
  lastNameEn: string;
  userTypeId: string;
  drLicenseNo?: string;
  isSuperadmin?: boolean;
};

/** Fixed names so that anyone can script against a fresh install (README lists them). */
export const DEMO_USERS = {
  manager: {
    email: 'manager@demo.yim.test',
    firstNameTh: 'มานี',
    lastNameTh: 'ใจดี',
    firstNameEn: 'Manee',
    lastNameEn: 'Jaidee',
    userTypeId: '4',
  },
  doctor: {
    email: 'doctor@demo.yim.test',
    firstNameTh: 'สมชาย',
    lastNameTh: 'ฟันสวย',
    firstNameEn: 'Somchai',
    lastNameEn: 'Fansuay',
    userTypeId: '2',
    drLicenseNo: '12345',
  },
  counter: {
    email: 'counter@demo.yim.test',
    firstNameTh: 'สุดา',
    lastNameTh: 'รับแขก',
    firstNameEn: 'Suda',
    lastNameEn: 'Rapkhaek',
    userTypeId: '1',
  },
  assistant: {
    email: 'assistant@demo.yim.test',
    firstNameTh: 'วิภา',
    lastNameTh: 'ช่วยงาน',
    firstNameEn: 'Wipa',
    lastNameEn: 'Chuayngan',
    userTypeId: '3',
  },
  headcounter: {
    email: 'headcounter@demo.yim.test',
    firstNameTh: 'ประภา',
    lastNameTh: 'หัวหน้า',
    firstNameEn: 'Prapa',
    lastNameEn: 'Huana',
    userTypeId: '1',
  },
  doctor2: {
    email: 'doctor2@demo.yim.test',
    firstNameTh: 'กมล',
    lastNameTh: 'ยิ้มแย้ม',
    firstNameEn: 'Kamol',
    lastNameEn: 'Yimyam',
    userTypeId: '2',
    drLicenseNo: '23456',
  },
  superadmin: {
    email: 'superadmin@demo.yim.test',
    firstNameTh: 'ผู้ดูแล',
    lastNameTh: 'ระบบ',
    firstNameEn: 'Platform',
    lastNameEn: 'Admin',
    userTypeId: '1',
    isSuperadmin: true,
  },
  ariManager: {
    email: 'manager@ari.yim.test',
    firstNameTh: 'อารี',
    lastNameTh: 'สุขใจ',
    firstNameEn: 'Aree',
    lastNameEn: 'Sukjai',
    userTypeId: '4',
  },
} satisfies Record<string, DemoUser>;

export type DemoTenantIds = {
  userIds: Record<keyof typeof DEMO_USERS, string>;
  clinicIds: { yimDemo: number; smileAri: number };
};

/** Users and clinics are global rows; everything below a clinic is written inside its RLS scope. */
export async function insertDemoUsersAndClinics(tx: Tx, passwordHash: string) {
  const userIds = {} as Record<keyof typeof DEMO_USERS, string>;
  for (const [key, user] of Object.entries(DEMO_USERS) as [keyof typeof DEMO_USERS, DemoUser][]) {
    const [row] = await tx
      .insert(users)
      .values({
        ...user,
        mobile: '0812345678',
        passwordHash,
        activatedAt: new Date(),
        drSpecialItems: user.userTypeId === '2' ? ['1'] : [],
      })
      .returning({ id: users.id });
    userIds[key] = row!.id;
  }
  const [yimDemo] = await tx
    .insert(clinics)
    .values({ url: 'yim-demo', code: 'YIM', name: 'ยิ้ม เดนทัล คลินิก', nameEn: 'Yim Dental Clinic' })
    .returning({ id: clinics.id });
  const [smileAri] = await tx
    .insert(clinics)
    .values({ url: 'smile-ari', code: 'ARI', name: 'สไมล์ อารีย์ ทันตกรรม', nameEn: 'Smile Ari Dental' })
    .returning({ id: clinics.id });
  return { userIds, clinicIds: { yimDemo: yimDemo!.id, smileAri: smileAri!.id } };
}

export async function insertYimDemoBranches(tx: Tx, clinicId: number, userIds: DemoTenantIds['userIds']) {
  const [siam] = await tx
    .insert(branches)
    .values({
      clinicId,
      url: 'siam',
      code: 'SIAM',
      name: 'สาขาสยาม',
      nameEn: 'Siam Branch',
      address: '999 ถนนพระรามที่ 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพมหานคร 10330',
      addressEn: '999 Rama I Road, Pathum Wan, Bangkok 10330',
      tel: '021234567',
      apptDuration: '00:15',
      openingTime: '09:00',
      closingTime: '20:00',
      // Both co-payment schemes, in their sandboxes by default, so that the demo can book them.
      linkedWithNhso: true,
      linkedWithKtbPaotang: true,
    })
    .returning({ id: branches.id });
  const [thonglor] = await tx
    .insert(branches)
    .values({
      clinicId,
      url: 'thonglor',
      code: 'TLR',
      name: 'สาขาทองหล่อ',
      nameEn: 'Thonglor Branch',
      address: '55 ซอยสุขุมวิท 55 แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
      addressEn: '55 Sukhumvit 55, Watthana, Bangkok 10110',
      tel: '027654321',
      apptDuration: '00:30',
      openingTime: '10:00',
      closingTime: '19:00',
    })
    .returning({ id: branches.id });
  const siamId = siam!.id;
  const thonglorId = thonglor!.id;
  await tx.insert(rooms).values([
    { clinicId, branchId: siamId, name: 'ห้องทำฟัน 1', sortOrder: 1 },
    { clinicId, branchId: siamId, name: 'ห้องทำฟัน 2', sortOrder: 2 },
    { clinicId, branchId: siamId, name: 'ห้องทำฟัน 3', sortOrder: 3 },
    { clinicId, branchId: thonglorId, name: 'ห้อง A', sortOrder: 1 },
    { clinicId, branchId: thonglorId, name: 'ห้อง B', sortOrder: 2 },
  ]);
  const members = await tx
    .insert(branchMembers)
    .values([
      { clinicId, branchId: siamId, userId: userIds.manager, roleIds: [ROLE.MANAGER] },
      { clinicId, branchId: thonglorId, userId: userIds.manager, roleIds: [ROLE.MANAGER] },
      { clinicId, branchId: siamId, userId: userIds.doctor, roleIds: [ROLE.DOCTOR], drApptColor: '#1e88e5' },
      { clinicId, branchId: siamId, userId: userIds.counter, roleIds: [ROLE.COUNTER] },
      { clinicId, branchId: siamId, userId: userIds.assistant, roleIds: [ROLE.ASSISTANT] },
      { clinicId, branchId: siamId, userId: userIds.headcounter, roleIds: [ROLE.HEADCOUNTER] },
      {
        clinicId,
        branchId: siamId,
        userId: userIds.doctor2,
        roleIds: [ROLE.MANAGER, ROLE.DOCTOR],
        drApptColor: '#43a047',
      },
    ])
    .returning({ id: branchMembers.id, branchId: branchMembers.branchId, userId: branchMembers.userId });
  const atSiam = (userId: string) => members.find((m) => m.branchId === siamId && m.userId === userId)!.id;
  await insertDemoWorkingHours(tx, { clinicId, branchId: siamId }, atSiam(userIds.doctor), atSiam(userIds.doctor2));
}

/**
 * The demo doctors' weeks at siam: doctor works weekdays; doctor2 (also a manager) two
 * afternoons and a split Saturday. Weekday 0 is Sunday.
 */
async function insertDemoWorkingHours(
  tx: Tx,
  at: { clinicId: number; branchId: number },
  doctor: number,
  doctor2: number,
) {
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '10:00', endTime: '19:00' }));
  const doctor2Week = [
    { weekday: 2, startTime: '13:00', endTime: '20:00' },
    { weekday: 4, startTime: '13:00', endTime: '20:00' },
    { weekday: 6, startTime: '09:00', endTime: '12:00' },
    { weekday: 6, startTime: '13:00', endTime: '17:00' },
  ];
  await tx
    .insert(doctorWorkingHours)
    .values([
      ...weekdays.map((hour) => ({ ...at, branchMemberId: doctor, ...hour })),
      ...doctor2Week.map((hour) => ({ ...at, branchMemberId: doctor2, ...hour })),
    ]);
}

export async function insertSmileAriBranch(tx: Tx, clinicId: number, userIds: DemoTenantIds['userIds']) {
  const [ari] = await tx
    .insert(branches)
    .values({
      clinicId,
      url: 'ari',
      code: 'ARI',
      name: 'สาขาอารีย์',
      nameEn: 'Ari Branch',
      address: '12 ซอยอารีย์ 1 แขวงสามเสนใน เขตพญาไท กรุงเทพมหานคร 10400',
      addressEn: '12 Soi Ari 1, Phaya Thai, Bangkok 10400',
      tel: '022223333',
    })
    .returning({ id: branches.id });
  await tx.insert(rooms).values([{ clinicId, branchId: ari!.id, name: 'ห้องตรวจ 1', sortOrder: 1 }]);
  await tx
    .insert(branchMembers)
    .values([{ clinicId, branchId: ari!.id, userId: userIds.ariManager, roleIds: [ROLE.MANAGER] }]);
}
