// The simulator's copy of the captured CEAC record must equal ../shared/spec, and the interview
// posts handed to the questionnaire must equal the simulator's own list.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sharedSpecDir } from './shared-spec';

const DATA = resolve(__dirname, '../data');

describe('the simulator data is the captured record', () => {
  it.each(['ds160-field-inventory.csv', 'ds160-postbacks.csv'])('%s equals shared/spec', (file) => {
    const ours = readFileSync(join(DATA, file), 'utf8');
    const record = readFileSync(join(sharedSpecDir(), file), 'utf8');
    expect(ours === record).toBe(true);
  });

  it('shared-types gets the same interview posts as the simulator', () => {
    const ours = readFileSync(join(DATA, 'posts.json'), 'utf8');
    const given = readFileSync(
      resolve(__dirname, '../../../shared-types/src/ds160/data/ceac-posts.json'),
      'utf8',
    );
    expect(JSON.parse(given)).toEqual(JSON.parse(ours));
  });
});
