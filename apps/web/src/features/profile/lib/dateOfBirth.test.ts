import { describe, expect, it } from 'vitest';
import { parseTypedDate } from '../../../components/typedDate';
import { dateOfBirthIssue } from './dateOfBirth';

describe('date of birth', () => {
  const today = new Date(2025, 5, 15);

  it('is required', () => {
    expect(dateOfBirthIssue(null, today)).toBe('common.required');
    expect(dateOfBirthIssue('', today)).toBe('common.required');
  });

  it('lies between 1920-01-01 and today', () => {
    expect(dateOfBirthIssue('1920-01-01', today)).toBeNull();
    expect(dateOfBirthIssue('1919-12-31', today)).toBe('dateOfBirth.outOfRange');
    expect(dateOfBirthIssue('2025-06-15', today)).toBeNull();
    expect(dateOfBirthIssue('2025-06-16', today)).toBe('dateOfBirth.outOfRange');
  });

  it('is typed as DD-MM-YYYY and stored as YYYY-MM-DD', () => {
    expect(parseTypedDate('15-03-1950')).toBe('1950-03-15');
    expect(parseTypedDate('5-3-1950')).toBe('1950-03-05');
    expect(parseTypedDate('15/03/1950')).toBe('1950-03-15');
    expect(parseTypedDate('31-02-1950')).toBeNull();
    expect(parseTypedDate('gisteren')).toBeNull();
  });
});
