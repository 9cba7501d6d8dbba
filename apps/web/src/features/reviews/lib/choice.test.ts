import { describe, expect, it } from 'vitest';
import { initialChoice, toggleCompliment } from './choice';

describe('choosing compliments', () => {
  it('adds and drops a choice', () => {
    expect(toggleCompliment([], 'ON_TIME')).toEqual(['ON_TIME']);
    expect(toggleCompliment(['ON_TIME', 'NEATLY'], 'ON_TIME')).toEqual(['NEATLY']);
  });

  it('replaces the first choice when a fourth is chosen', () => {
    expect(toggleCompliment(['ON_TIME', 'NEATLY', 'SOCIABLE'], 'TALKS_EASILY')).toEqual([
      'NEATLY',
      'SOCIABLE',
      'TALKS_EASILY',
    ]);
  });

  it('starts from an earlier choice without the types no longer offered', () => {
    expect(initialChoice(['NICE_CAR', 'ON_TIME'])).toEqual(['ON_TIME']);
    expect(initialChoice(undefined)).toEqual([]);
  });
});
