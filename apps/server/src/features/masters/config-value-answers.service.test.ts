import { describe, expect, it } from 'vitest';
import type { Tx } from '../../lib/db/database.ts';
import { PreparedAnswer } from '../../lib/http/prepared-answer.ts';
import { createConfigValueAnswers } from './config-value-answers.service.ts';
import type { ConfigValueRow } from './masters.repo.ts';

const row = (value: string): ConfigValueRow => ({
  name: 'ads_version',
  id: '1',
  nameTh: 'รุ่น',
  nameEn: 'Version',
  color: '',
  value,
  sort: 1,
});

describe('the kept answer of every configuration list', () => {
  it('sends the same answer while the rows stay the same, and a new one as soon as a row changes', async () => {
    let rows = [row('1')];
    let prepared = 0;
    const answers = createConfigValueAnswers(
      (data) => {
        prepared += 1;
        return new PreparedAnswer(data);
      },
      async () => rows,
    );
    const tx = {} as Tx;
    const first = await answers(tx);
    expect(await answers(tx)).toBe(first);
    expect(prepared).toBe(1);

    rows = [row('2')];
    const moved = await answers(tx);
    expect(moved).not.toBe(first);
    expect(JSON.parse(moved.json.toString()).ads_version[0].value).toBe('2');
    expect(prepared).toBe(2);
  });
});
