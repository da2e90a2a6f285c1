/**
 * Every error code the API answers, with its HTTP status and the texts the web app shows.
 * Codes are stable: the web app maps them to messages, tests assert them, clients may rely on them.
 * The spec's own codes (INVALID_PARAMS, INVALID_LENGTH, APPT-HAS-TREAT, ...) are kept as written.
 */
export const ERRORS = {
  INVALID_PARAMS: { status: 400, th: 'ข้อมูลคลินิกหรือสาขาไม่ถูกต้อง', en: 'Invalid clinic or branch' },
  INVALID_LENGTH: { status: 400, th: 'ชื่อคลินิกหรือสาขายาวเกินกำหนด', en: 'Clinic or branch name is too long' },
  BAD_REQUEST: { status: 400, th: 'รูปแบบคำขอไม่ถูกต้อง', en: 'Malformed request' },
  VALIDATION_FAILED: { status: 422, th: 'ข้อมูลไม่ถูกต้อง', en: 'Validation error' },
  // The session errors carry the spec's English texts on the wire (access §8): the web client
  // tells "refresh" from "sign in again" by them.
  AUTH_REQUIRED: { status: 401, th: 'กรุณาเข้าสู่ระบบ', en: 'Sign-in required', wire: 'jwt must be provided' },
  AUTH_INVALID_TOKEN: { status: 401, th: 'เซสชั่นหมดอายุ', en: 'Invalid session', wire: 'invalid signature' },
  AUTH_TOKEN_EXPIRED: { status: 401, th: 'เซสชั่นหมดอายุ', en: 'Session expired', wire: 'jwt expired' },
  AUTH_SESSION_ENDED: {
    status: 401,
    th: 'เซสชั่นหมดอายุ',
    en: 'Session ended',
    wire: 'Invalid request. Token is not in store',
  },
  'AUTH-INVALID-CREDENTIALS': { status: 401, th: 'อีเมล หรือ รหัสผ่านไม่ถูกต้อง', en: 'Invalid e-mail or password' },
  'USER-NOT-ACTIVATED': { status: 403, th: 'บัญชีนี้ยังไม่ได้ยืนยันอีเมล', en: 'This account is not activated yet' },
  'USER-INACTIVE': { status: 403, th: 'บัญชีนี้ถูกระงับการใช้งาน', en: 'This account is disabled' },
  // The spec's registration screen reads this exact English text (access §8).
  'USER-EMAIL-EXISTS': {
    status: 400,
    th: 'อีเมลเคยลงทะเบียนแล้ว',
    en: 'The Email is existing',
    wire: 'The Email is existing',
  },
  'PASSWORD-WRONG': { status: 400, th: 'ใส่รหัสผ่านเดิมไม่ถูกต้อง', en: 'The current password is wrong' },
  'PASSWORD-USED-BEFORE': { status: 404, th: 'รหัสผ่านใหม่นี้เคยถูกใช้มาแล้ว', en: 'This password was used before' },
  'ACTIVATION-KEY-INVALID': {
    status: 400,
    th: 'ลิงก์ยืนยันอีเมลไม่ถูกต้องหรือหมดอายุแล้ว',
    en: 'The activation link is invalid or has expired',
  },
  'RESET-KEY-INVALID': {
    status: 400,
    th: 'ลิงก์ตั้งรหัสผ่านใหม่ไม่ถูกต้องหรือหมดอายุแล้ว',
    en: 'The password reset link is invalid or has expired',
  },
  'OAUTH-CONSENT-DENIED': { status: 403, th: 'ไม่ได้รับความยินยอมให้เข้าถึงข้อมูล', en: 'Consent was not given' },
  'OAUTH-INVALID-REQUEST': { status: 400, th: 'คำขอเชื่อมต่อแอปไม่ถูกต้อง', en: 'Invalid authorization request' },
  PERMISSION_DENIED: { status: 403, th: 'คุณไม่มีสิทธิ์ใช้งานส่วนนี้', en: 'Permission denied' },
  'BRANCH-NOT-MEMBER': { status: 403, th: 'คุณไม่ได้เป็นสมาชิกของสาขานี้', en: 'You are not a member of this branch' },
  NOT_FOUND: { status: 404, th: 'ไม่พบข้อมูล', en: 'Data not found' },
  'BRANCH-NOT-FOUND': { status: 404, th: 'ไม่พบคลินิกหรือสาขา', en: 'Clinic or branch not found' },
  'CONTENT-NOT-FOUND': { status: 404, th: 'ไม่พบไฟล์', en: 'File not found' },
  'CONTENT-TYPE-NOT-ALLOWED': { status: 415, th: 'ไม่รองรับไฟล์ประเภทนี้', en: 'This file type is not allowed' },
  'CONTENT-TOO-LARGE': { status: 413, th: 'ไฟล์มีขนาดใหญ่เกินไป', en: 'The file is too large' },
  'CONTENT-MISSING': { status: 422, th: 'กรุณาเลือกไฟล์', en: 'No file was sent' },
  // The spec's upload screens open their storage-full dialog on this exact text (clinic §9).
  'CONTENT-QUOTA-EXCEEDED': {
    status: 413,
    th: 'พื้นที่เก็บข้อมูลเต็ม',
    en: 'Your file storage is full',
    wire: 'file limit exceeded',
  },
  'CONTENT-NOT-AN-IMAGE': { status: 415, th: 'ไฟล์รูปภาพเสียหายหรือไม่ใช่รูปภาพ', en: 'The image cannot be read' },
  // Branch media (spec clinic §8, access §8): the upload screens open the storage-full and the
  // plan-expired dialogs on these exact texts.
  'MEDIA-QUOTA-EXCEEDED': {
    status: 413,
    th: 'พื้นที่เก็บข้อมูลเต็ม',
    en: "The branch's file storage is full",
    wire: 'file limit exceeded',
  },
  'MEDIA-PLAN-EXPIRED': {
    status: 402,
    th: 'การสมัครสมาชิกหมดอายุ',
    en: "The branch's file storage plan has expired",
    wire: 'file store plan expired.',
  },
  'MEDIA-NOT-FOUND': { status: 404, th: 'ไม่พบไฟล์', en: 'File not found' },
  'MEDIA-NOT-IN-BIN': { status: 409, th: 'ไฟล์นี้ไม่ได้อยู่ในถังขยะ', en: 'This file is not in the recycle bin' },
  'MEDIA-UPLOAD-MISSING': {
    status: 409,
    th: 'ยังไม่ได้รับไฟล์ที่อัปโหลด กรุณาอัปโหลดใหม่',
    en: 'The uploaded file has not arrived; upload it again',
  },
  'MEDIA-UPLOAD-MISMATCH': {
    status: 422,
    th: 'ไฟล์ที่อัปโหลดไม่ตรงกับที่แจ้งไว้ กรุณาอัปโหลดใหม่',
    en: 'The uploaded file is not the one announced; upload it again',
  },
  // Protocol media (spec clinic §8): the spec's own English texts.
  'PROTOCOL-MEDIA-NOT-FOUND': {
    status: 404,
    th: 'ไม่พบชุดภาพ protocol ของผู้ป่วยนี้',
    en: 'Protocol media not found for this patient',
    wire: 'Protocol media not found for this patient',
  },
  'PROTOCOL-MEDIA-EDIT-EXPIRED': {
    status: 403,
    th: 'แก้ไขชุดภาพ protocol ได้ภายใน 24 ชั่วโมงหลังสร้างเท่านั้น',
    en: 'Edit window expired. Protocol media can only be modified within 24 hours of creation.',
    wire: 'Edit window expired. Protocol media can only be modified within 24 hours of creation.',
  },
  'FILE-URL-INVALID': { status: 403, th: 'ลิงก์ไฟล์หมดอายุหรือไม่ถูกต้อง', en: 'The file link is invalid or has expired' },
  // Master lists (spec clinic §7). The spec names no wire text for a duplicate code (only the
  // ortho package's name), so these carry the catalogue's own texts.
  'MASTER-CODE-EXISTS': {
    status: 409,
    th: 'รหัสนี้มีอยู่แล้วในรายการของสาขานี้',
    en: 'This code already exists in this branch list',
  },
  'MASTER-CATEGORY-NOT-FOUND': { status: 404, th: 'ไม่พบหมวดหมู่', en: 'Category not found' },
  'MASTER-CATEGORY-IN-USE': {
    status: 409,
    th: 'หมวดหมู่นี้ยังมีรายการอยู่ กรุณาย้ายหรือลบรายการก่อน',
    en: 'This category still has entries; move or delete them first',
  },
  'MASTER-SCHEME-READ-ONLY': {
    status: 403,
    th: 'รายการตามสิทธิ์การรักษาแก้ไขหรือลบไม่ได้',
    en: 'National-scheme entries cannot be changed',
  },
  // Patients (spec clinic §7). A Thai national id names one living record of a clinic.
  'PATIENT-PERSONAL-ID-EXISTS': {
    status: 409,
    th: 'เลขประจำตัวประชาชนนี้มีอยู่แล้วในคลินิก',
    en: 'A patient with this national id is already registered in this clinic',
  },
  // Appointments (spec clinic §4, §7, §8). The spec names APPT-HAS-TREAT; the others follow its pattern.
  'APPT-OVERLAP': {
    status: 409,
    th: 'ช่วงเวลานี้มีนัดหมายของห้องหรือทันตแพทย์นี้แล้ว',
    en: 'This room or doctor already has an appointment at this time',
  },
  'APPT-OUTSIDE-HOURS': {
    status: 409,
    th: 'นัดหมายอยู่นอกเวลาทำการของสาขาหรือเวลาทำงานของทันตแพทย์',
    en: "The appointment is outside the branch's opening hours or the doctor's working hours",
  },
  'APPT-CHECKED-IN': {
    status: 409,
    th: 'นัดหมายที่เช็คอินแล้วย้ายหรือเปลี่ยนเวลาไม่ได้',
    en: 'A checked-in appointment cannot be moved or resized',
  },
  'APPT-NOT-TODAY': {
    status: 409,
    th: 'เช็คอินได้เฉพาะในวันนัดหมายเท่านั้น',
    en: 'Check-in is only possible on the day of the appointment',
  },
  'APPT-WRONG-STATUS': {
    status: 409,
    th: 'สถานะของนัดหมายไม่อนุญาตให้ทำรายการนี้',
    en: "The appointment's status does not allow this",
  },
  'APPT-NO-PATIENT': {
    status: 409,
    th: 'ช่วงเวลาที่ปิดไว้ไม่มีผู้ป่วย จึงเช็คอินไม่ได้',
    en: 'A blocked slot has no patient to check in',
  },
  'APPT-HAS-TREAT': {
    status: 409,
    th: 'นัดหมายนี้มีการบันทึกการรักษาแล้ว ยกเลิกการเช็คอินไม่ได้',
    en: 'This appointment already has treatments; its check-in cannot be cancelled',
  },
  'APPT-ROOM-NOT-FOUND': { status: 422, th: 'ไม่พบห้องตรวจนี้ในสาขา', en: 'No such room in this branch' },
  'APPT-DOCTOR-NOT-FOUND': { status: 422, th: 'ไม่พบทันตแพทย์นี้ในสาขา', en: 'No such active doctor in this branch' },
  'APPT-TREATMENT-NOT-FOUND': {
    status: 422,
    th: 'ไม่พบรายการนัดหมายการรักษาที่เลือก',
    en: 'A planned treatment is not in the branch list',
  },
  // The co-payment schemes answer 400 'No data found' when they have no visit for the person
  // (spec clinic §8); the screens open their warning dialog on this exact text.
  'APPT-SCHEME-NO-DATA': {
    status: 400,
    th: 'ไม่พบข้อมูลการเข้ารับบริการในโครงการร่วมจ่าย',
    en: 'No visit record in the co-payment scheme',
    wire: 'No data found',
  },
  'APPT-SCHEME-NOT-LINKED': {
    status: 409,
    th: 'สาขานี้ยังไม่ได้เชื่อมต่อกับโครงการร่วมจ่ายนี้',
    en: 'This branch is not linked with this co-payment scheme',
  },
  'APPT-SCHEME-NO-ID': {
    status: 422,
    th: 'นัดหมายโครงการร่วมจ่ายต้องเป็นผู้ป่วยที่ลงทะเบียนแล้วและมีเลขบัตรประชาชน 13 หลัก',
    en: 'A co-payment appointment needs a registered patient with a 13-digit national id',
  },
  'APPT-SCHEME-DUPLICATE': {
    status: 409,
    th: 'ผู้ป่วยมีนัดหมายโครงการร่วมจ่ายในวันนี้ที่หน่วยบริการอื่นแล้ว',
    en: 'The patient already has a co-payment visit that day at another unit',
  },
  'APPT-SCHEME-NOT-ELIGIBLE': {
    status: 409,
    th: 'ผู้ป่วยไม่มีสิทธิ์ร่วมจ่ายคงเหลือในโครงการ',
    en: 'The patient has no co-payment right left in the scheme',
  },
  // The scheme's visit is for one day at one unit: another day, branch or kind of appointment is
  // a new visit, booked by cancelling and booking again.
  'APPT-SCHEME-LOCKED': {
    status: 409,
    th: 'นัดหมายโครงการร่วมจ่ายเปลี่ยนวัน สาขา หรือประเภทนัดไม่ได้ กรุณายกเลิกแล้วนัดใหม่',
    en: "A co-payment appointment's day, branch or kind cannot change: cancel it and book again",
  },
  // Money POSTs take an Idempotency-Key header (docs/wire.md).
  'IDEMPOTENCY-KEY-REQUIRED': {
    status: 400,
    th: 'คำขอชำระเงินต้องมีรหัสป้องกันการทำรายการซ้ำ',
    en: 'This request needs an Idempotency-Key header',
  },
  'IDEMPOTENCY-KEY-INVALID': {
    status: 400,
    th: 'รหัสป้องกันการทำรายการซ้ำไม่ถูกต้อง',
    en: 'The Idempotency-Key header is malformed',
  },
  'IDEMPOTENCY-KEY-REUSED': {
    status: 422,
    th: 'รหัสป้องกันการทำรายการซ้ำนี้ใช้กับรายการอื่นไปแล้ว',
    en: 'This Idempotency-Key was used for another request',
  },
  'IDEMPOTENCY-IN-FLIGHT': {
    status: 409,
    th: 'รายการนี้กำลังดำเนินการอยู่ กรุณารอสักครู่',
    en: 'This request is still being processed',
  },
  // Receipts (spec clinic §7 Receipts, §8).
  'RECEIPT-EXISTED': { status: 409, th: 'นัดหมายนี้ชำระเงินแล้ว', en: 'This visit is already paid' },
  'RECEIPT-OVERPAID': {
    status: 422,
    th: 'ยอดชำระมากกว่ายอดค้างชำระ',
    en: 'A payment is more than what is owed',
  },
  'RECEIPT-AMOUNT-MISMATCH': {
    status: 422,
    th: 'ยอดรวมช่องทางชำระเงินไม่เท่ากับยอดชำระ',
    en: 'The payment methods do not add up to the amount paid',
  },
  'RECEIPT-ITEM-NOT-FOUND': { status: 422, th: 'ไม่พบรายการที่ชำระ', en: 'A paid item is not owed by this patient' },
  'RECEIPT-ALREADY-CANCELLED': { status: 409, th: 'ใบเสร็จนี้ถูกยกเลิกแล้ว', en: 'This receipt is already cancelled' },
  'RECEIPT-NOT-CANCELLED': {
    status: 409,
    th: 'ใบเสร็จนี้ยังไม่ถูกยกเลิก',
    en: 'This receipt is not cancelled: it cannot print as Cancel',
  },
  // The card terminal (EDC) behind a card payment line (docs/wire.md "Card terminal").
  'EDC-NOT-CARD': { status: 422, th: 'ช่องทางชำระเงินนี้ไม่ใช่บัตร', en: 'This payment method is not a card' },
  'EDC-REFERENCE-REUSED': {
    status: 409,
    th: 'เลขอ้างอิงนี้ใช้กับรายการอื่นแล้ว',
    en: 'This reference belongs to another terminal sale',
  },
  'EDC-SALE-NOT-FOUND': { status: 404, th: 'ไม่พบรายการชำระผ่านเครื่อง EDC', en: 'No such terminal sale' },
  'EDC-SALE-REQUIRED': {
    status: 422,
    th: 'การชำระด้วยบัตรต้องผ่านเครื่อง EDC',
    en: 'A card payment line needs an approved terminal sale',
  },
  'EDC-SALE-NOT-APPROVED': {
    status: 409,
    th: 'รายการชำระผ่านเครื่อง EDC ยังไม่ได้รับการอนุมัติ',
    en: 'The terminal sale is not approved',
  },
  'EDC-SALE-MISMATCH': {
    status: 422,
    th: 'ยอดหรือช่องทางไม่ตรงกับรายการที่เครื่อง EDC อนุมัติ',
    en: 'The line differs from the approved terminal sale (amount or method)',
  },
  'EDC-SALE-USED': {
    status: 409,
    th: 'รายการชำระผ่านเครื่อง EDC นี้ถูกใช้กับใบเสร็จแล้ว',
    en: 'This terminal sale already backs a receipt',
  },
  // Treatments (spec clinic §7, §8): the spec names TREAT-EXISTED and PAYMENT-COMPLETED.
  'TREAT-EXISTED': {
    status: 409,
    th: 'นัดหมายนี้มีการบันทึกการรักษาแล้ว',
    en: 'A treatment is already recorded for this appointment',
  },
  'PAYMENT-COMPLETED': {
    status: 409,
    th: 'การรักษานี้ชำระเงินแล้ว แก้ไขไม่ได้',
    en: 'This treatment is paid and can no longer be changed',
  },
  'TREAT-NOT-UPTO-DATE': {
    status: 409,
    th: 'มีผู้อื่นแก้ไขการรักษานี้แล้ว กรุณาโหลดข้อมูลใหม่',
    en: 'Someone else changed this treatment; reload it',
  },
  'TREAT-ENTRY-NOT-FOUND': {
    status: 422,
    th: 'ไม่พบรายการวินิจฉัย การรักษา หรือยาที่เลือก',
    en: 'A diagnosis, treatment or item is not in the branch lists',
  },
  'TREAT-TOOTH-NOT-FOUND': { status: 422, th: 'ไม่พบฟันหรือด้านฟันที่เลือก', en: 'No such tooth or surface' },
  // A line id sent with an edit that is not a line of that record.
  'TREAT-LINE-NOT-FOUND': { status: 422, th: 'ไม่พบรายการในการรักษานี้', en: 'That line is not part of this treatment' },
  // Writing off a line that owes nothing (never paid in part, settled, or already written off).
  'TREAT-NOT-OVERDUE': { status: 409, th: 'รายการนี้ไม่มียอดค้างชำระ', en: 'This line owes nothing' },
  // The caller's own password, asked again before money is written off.
  'TREAT-PASSWORD-WRONG': { status: 400, th: 'รหัสผ่านไม่ถูกต้อง', en: 'Wrong password' },
  // A receipt paying a line more than it still owes (or a line whose debt was written off).
  'TREAT-OVERPAID': {
    status: 409,
    th: 'ยอดชำระมากกว่ายอดค้างชำระของรายการ',
    en: 'The payment is more than the line still owes',
  },
  // Treatment plans (spec clinic §7 Treatment plan).
  'PLAN-NOT-UPTO-DATE': {
    status: 409,
    th: 'มีผู้อื่นแก้ไขแผนการรักษานี้แล้ว กรุณาโหลดข้อมูลใหม่',
    en: 'Someone else changed this treatment plan; reload it',
  },
  // A Done item is on a treatment record: it stays in its plan as it is.
  'PLAN-ITEM-DONE': {
    status: 409,
    th: 'รายการนี้ทำแล้ว แก้ไขหรือลบไม่ได้',
    en: 'This item is done and can no longer be changed or removed',
  },
  'PLAN-ITEM-NOT-FOUND': { status: 422, th: 'ไม่พบรายการในแผนการรักษานี้', en: 'That item is not part of this plan' },
  // Marking an item Done needs a visit of the patient to record it at.
  'PLAN-NO-VISIT': {
    status: 409,
    th: 'ผู้ป่วยไม่มีนัดหมายที่เช็คอินและยังไม่ชำระเงินในสาขานี้',
    en: 'The patient has no checked-in, unpaid visit at this branch',
  },
  // Ortho packages (spec clinic §5, §8): a duplicate master name answers the spec's own text, which
  // the packageManage screen shows beside the name.
  'ORTHO-MASTER-DUPLICATED': {
    status: 409,
    th: 'ชื่อแพ็กเกจจัดฟันนี้มีอยู่แล้ว',
    en: 'duplicated master ortho package name',
    wire: 'duplicated master ortho package name',
  },
  'ORTHO-TEMPLATE-READ-ONLY': {
    status: 403,
    th: 'แพ็กเกจต้นแบบระดับประเทศแก้ไขหรือลบไม่ได้ คัดลอกเป็นแพ็กเกจของสาขาแทน',
    en: 'National templates are read-only; copy one into the branch instead',
  },
  'ORTHO-PACKAGE-CLOSED': {
    status: 409,
    th: 'แพ็กเกจนี้ถูกลบหรือเสร็จสิ้นแล้ว',
    en: 'This package is deleted or already completed',
  },
  'ORTHO-VISITS-USED-UP': {
    status: 409,
    th: 'ใช้ครบจำนวนครั้งของแพ็กเกจแล้ว',
    en: 'Every visit of this package has been used',
  },
  // Lab expenses (spec clinic §7 Lab): a cancelled expense stays as it was cancelled.
  'LAB-EXPENSE-CANCELLED': {
    status: 409,
    th: 'รายการค่าแล็บนี้ถูกยกเลิกแล้ว แก้ไขไม่ได้',
    en: 'This lab expense is cancelled and can no longer be changed',
  },
  // Which payment methods a branch takes (PUT /api/master/mReceiptPayment/{c}/{b}).
  'PAYMENT-METHOD-NOT-FOUND': { status: 404, th: 'ไม่พบช่องทางชำระเงิน', en: 'Payment method not found' },
  'PAYMENT-METHOD-NONE-ENABLED': {
    status: 409,
    th: 'ต้องเปิดใช้ช่องทางชำระเงินอย่างน้อยหนึ่งช่องทาง',
    en: 'At least one payment method must stay enabled',
  },
  // Branch staff (spec clinic §2 usermanage, §7 Branch).
  'STAFF-USER-NOT-FOUND': {
    status: 404,
    th: 'ไม่พบผู้ใช้ที่ลงทะเบียนด้วยอีเมลนี้',
    en: 'No registered user has this e-mail',
  },
  'STAFF-ALREADY-MEMBER': { status: 409, th: 'ผู้ใช้นี้เป็นสมาชิกของสาขานี้อยู่แล้ว', en: 'This user is already a member' },
  'STAFF-LAST-MANAGER': {
    status: 409,
    th: 'สาขาต้องมีผู้จัดการอย่างน้อยหนึ่งคน',
    en: 'A branch must keep at least one active manager',
  },
  'STAFF-MANAGER-ONLY': {
    status: 403,
    th: 'เฉพาะผู้จัดการเท่านั้นที่กำหนดหรือเปลี่ยนสิทธิ์ผู้จัดการได้',
    en: 'Only a manager grants or changes the manager role',
  },
  'STAFF-NOT-DOCTOR': { status: 409, th: 'สมาชิกนี้ไม่ใช่ทันตแพทย์ที่ยังทำงานอยู่', en: 'This member is not an active doctor' },
  // Clinics and branches (issue 8): urls are unique, a concurrent creation loses with a 409.
  'CLINIC-URL-TAKEN': { status: 409, th: 'มีคลินิกที่ใช้ URL นี้แล้ว', en: 'A clinic already uses this URL' },
  'BRANCH-URL-TAKEN': {
    status: 409,
    th: 'คลินิกนี้มีสาขาที่ใช้ URL นี้แล้ว',
    en: 'This clinic already has a branch with this URL',
  },
  'SUPERADMIN-SELF-DISABLE': {
    status: 409,
    th: 'ไม่สามารถระงับบัญชีของตนเองได้',
    en: 'You cannot disable your own account',
  },
  'OAUTH-CLIENT-NOT-FOUND': { status: 404, th: 'ไม่พบแอปพลิเคชันนี้', en: 'This application was not found' },
  'CLINIC-MANAGER-INACTIVE': {
    status: 409,
    th: 'บัญชีผู้จัดการนี้ถูกระงับหรือถูกลบแล้ว',
    en: 'This manager account is disabled or deleted',
  },
  // The licence check (spec §7 Branch) and the adapter layer of the outside services.
  'LICENCE-NOT-SET': {
    status: 409,
    th: 'สมาชิกนี้ยังไม่ได้ระบุเลข ท. ในข้อมูลส่วนตัว',
    en: 'This member has no licence number in their profile',
  },
  'TELE-ALREADY-CONNECTED': {
    status: 409,
    th: 'ผู้ป่วยเชื่อมต่อกับระบบทันตกรรมทางไกลอยู่แล้ว',
    en: 'The patient is already linked to tele-dentistry',
  },
  'TELE-NOT-CONNECTED': {
    status: 409,
    th: 'ผู้ป่วยยังไม่ได้เชื่อมต่อกับระบบทันตกรรมทางไกล',
    en: 'The patient is not linked to tele-dentistry',
  },
  'TELE-CASE-ACTIVE': {
    status: 409,
    th: 'ผู้ป่วยมีเคสทันตกรรมทางไกลที่เปิดอยู่แล้ว',
    en: 'The patient already has an open tele-dentistry case',
  },
  'PAYMENT-RETURN-URL': {
    status: 422,
    th: 'ที่อยู่สำหรับกลับจากธนาคารต้องเป็นหน้าของระบบนี้',
    en: 'The return URLs must be pages of this app',
  },
  'PAYMENT-NOT-FOUND': {
    status: 404,
    th: 'ข้อมูลไม่ครบถ้วน ไม่สามารถดึงข้อมูลการทำรายการได้',
    en: 'No such payment',
  },
  'PAYMENT-BAD-SIGNATURE': { status: 401, th: 'ลายเซ็นของธนาคารไม่ถูกต้อง', en: "The bank's signature does not match" },
  'PAYMENT-REFUSED': { status: 422, th: 'ธนาคารปฏิเสธรายการนี้', en: 'The bank refused the payment' },
  'INTEGRATION-UNAVAILABLE': {
    status: 503,
    th: 'ระบบภายนอกไม่ตอบสนองในขณะนี้ กรุณาลองใหม่อีกครั้ง',
    en: 'The outside service does not answer at the moment, please try again',
  },
  'SANDBOX-CODE-NOT-FOUND': { status: 404, th: 'ไม่พบรหัสเชื่อมต่อนี้ในระบบจำลอง', en: 'No such link code in the sandbox' },
  'SANDBOX-CODE-EXPIRED': {
    status: 409,
    th: 'รหัสเชื่อมต่อนี้หมดอายุหรือใช้ไม่ได้แล้ว',
    en: 'This link code has expired or is no longer usable',
  },
  'REPORT-MAIL-BUSY': {
    status: 429,
    th: 'มีรายงานรอส่งทางอีเมลอยู่ 3 ฉบับแล้ว กรุณารอให้ส่งเสร็จก่อน',
    en: 'Three of your reports are still being e-mailed; please wait for them first',
  },
  // AI photo analysis (spec clinic §8), namespaced apart from the request's own BAD_REQUEST. The
  // analyser's refusals of our key answer 502, not 401: a 401 would end the user's session.
  'AI-BAD-REQUEST': { status: 400, th: 'รูปภาพไม่สามารถใช้วิเคราะห์ได้', en: 'The image cannot be analysed' },
  'AI-UNAUTHORIZED': { status: 502, th: 'ระบบ AI ปฏิเสธการเข้าถึง', en: 'The AI service refused access' },
  'AI-SERVER-ERROR': { status: 502, th: 'ระบบ AI ขัดข้อง', en: 'The AI service failed' },
  'AI-API-ERROR': { status: 502, th: 'ระบบ AI ตอบกลับข้อผิดพลาด', en: 'The AI service answered an error' },
  'AI-NETWORK-ERROR': { status: 503, th: 'ไม่สามารถติดต่อระบบ AI ได้', en: 'The AI service cannot be reached' },
  'AI-UNKNOWN-ERROR': {
    status: 502,
    th: 'ระบบ AI ตอบกลับในรูปแบบที่ไม่รู้จัก',
    en: 'The AI service answered something unreadable',
  },
  'AI-NO-PHOTO-DATA': { status: 422, th: 'ไม่พบข้อมูลรูปภาพ', en: 'No photo was sent' },
  'AI-BLOB-CONVERSION-ERROR': { status: 422, th: 'ไม่สามารถแปลงไฟล์เป็นรูปภาพได้', en: 'The file is not a readable image' },
  'AI-UPPER-PHOTO-ERROR': { status: 422, th: 'ไม่สามารถวิเคราะห์รูปฟันบนได้', en: 'The upper-arch photo cannot be analysed' },
  'AI-LOWER-PHOTO-ERROR': {
    status: 422,
    th: 'ไม่สามารถวิเคราะห์รูปฟันล่างได้',
    en: 'The lower-arch photo cannot be analysed',
  },
  'AI-PHOTO-TOO-LARGE': {
    status: 413,
    th: 'รูปภาพมีขนาดใหญ่เกินไป (สูงสุด 10MB)',
    en: 'The photo is too large (10 MB at most)',
  },
  // Spec §1: AI calls are off in production unless an analyser is configured.
  'AI-DISABLED': { status: 503, th: 'ระบบวิเคราะห์ภาพด้วย AI ไม่เปิดให้บริการ', en: 'AI photo analysis is not available' },
  RATE_LIMITED: {
    status: 429,
    th: 'ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
    en: 'Too many requests, please wait and try again',
  },
  INTERNAL: { status: 500, th: 'ระบบขัดข้อง ขออภัยในความไม่สะดวก', en: 'System error' },
} as const satisfies Record<string, { status: number; th: string; en: string; wire?: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The errorMessage a failure carries: the spec's wire text where it names one, else the Thai text. */
export function wireMessage(code: ErrorCode): string {
  const entry: { th: string; wire?: string } = ERRORS[code];
  return entry.wire ?? entry.th;
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERRORS, code);
}
