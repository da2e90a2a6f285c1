import { expect, type APIRequestContext } from '@playwright/test';
import { SUBJECT, keyOf, linkIn, waitForMail } from './mail.ts';

/** A person who registers during the run: a unique address per run and per test. */
export type Person = {
  email: string;
  password: string;
  firstNameTh: string;
  lastNameTh: string;
  firstNameEn: string;
  lastNameEn: string;
  mobile: string;
};

let counter = 0;

/** Unique by time and a counter; a password that passes the composition rule and the common list. */
export function newPerson(label: string): Person {
  counter += 1;
  const stamp = `${Date.now()}${counter}`;
  return {
    email: `${label}-${stamp}@e2e.yim.test`,
    password: `Fun${stamp.slice(-6)}Smile`,
    firstNameTh: 'ทดสอบ',
    lastNameTh: `ระบบ${counter}`,
    firstNameEn: 'Test',
    lastNameEn: `Person${counter}`,
    mobile: '0812345678',
  };
}

/** Another valid password for the same person (a reset or a change). */
export function otherPassword(person: Person): string {
  return `New${person.password}2`;
}

/** POST /api/user/register/ as the registration page sends it (clinic staff, no dentist fields). */
export async function registerByApi(request: APIRequestContext, person: Person): Promise<void> {
  const response = await request.post('/api/user/register/', {
    data: { ...person, confirmPassword: person.password, userTypeId: '1', drLicenseNo: null, drSpecialItems: [] },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Follows the activation mail's key through the API (the browser flow is register.spec.ts). */
export async function activateFromMail(request: APIRequestContext, email: string): Promise<void> {
  const link = linkIn(await waitForMail(email, SUBJECT.activation), 'user/activate');
  const response = await request.post('/api/activate/', { data: { activateKey: keyOf(link) } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A registered and activated account of its own, for tests that change its password or sessions. */
export async function freshActiveUser(request: APIRequestContext, label: string): Promise<Person> {
  const person = newPerson(label);
  await registerByApi(request, person);
  await activateFromMail(request, person.email);
  return person;
}
