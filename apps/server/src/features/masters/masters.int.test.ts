import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_NAMES, CONFIG_SEGMENTS, masters } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('configuration and teeth (no sign-in needed)', () => {
  it('answers every config segment of the spec', async () => {
    for (const segment of Object.keys(CONFIG_SEGMENTS) as (keyof typeof CONFIG_SEGMENTS)[]) {
      const response = await t.send(masters.configValue, { params: { segment } });
      expect(response.statusCode, segment).toBe(200);
      expect(response.json.data.length, segment).toBeGreaterThan(0);
    }
  });

  it('has user type 2 for dentists and the spec appointment statuses', async () => {
    const userTypes = await t.send(masters.configValue, { params: { segment: 'userType' } });
    expect(userTypes.json.data.find((v: { id: string }) => v.id === '2').nameTh).toBe('ทันตแพทย์');
    expect(userTypes.json.data.some((v: { id: string }) => v.id === '0')).toBe(false);
    const statuses = await t.send(masters.configValue, { params: { segment: 'appointmentStatus' } });
    expect(statuses.json.data.map((v: { id: string }) => v.id)).toEqual(['1', '2', '5', '6', '7', '11', '12']);
  });

  it('answers every config name under all, reminders and ads version included', async () => {
    const response = await t.send(masters.configValueAll);
    expect(Object.keys(response.json.data).sort()).toEqual([...CONFIG_NAMES].sort());
    expect(response.json.data.appt_reminder.map((v: { id: string }) => v.id)).toEqual(
      expect.arrayContaining(['1', '10']),
    );
    expect(response.json.data.ads_version).toHaveLength(1);
  });

  it('refuses an unknown segment with a validation error', async () => {
    // Deliberately outside the contract's type: the schema must refuse it at run time.
    const response = await t.send(masters.configValue, { params: { segment: 'nope' as 'gender' } });
    expect(response.statusCode).toBe(422);
    expect(response.json.errorMessage.validationResult[0].error[0].path).toBe('params.segment');
  });

  it('answers the FDI teeth, permanent and primary, and the surfaces', async () => {
    const teeth = await t.send(masters.teeth);
    expect(teeth.json.data).toHaveLength(52);
    expect(teeth.json.data.filter((x: { dentition: string }) => x.dentition === 'primary')).toHaveLength(20);
    expect(teeth.json.data[0]).toMatchObject({ id: 11, code: '11', quadrant: 1, position: 1, dentition: 'permanent' });
    const surfaces = await t.send(masters.toothSurfaces);
    expect(surfaces.json.data.map((s: { code: string }) => s.code)).toEqual(
      expect.arrayContaining(['M', 'D', 'O', 'B', 'L']),
    );
  });
});
