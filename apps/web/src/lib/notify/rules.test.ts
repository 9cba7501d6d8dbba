import { describe, expect, it } from 'vitest';
import { INFO_AUTO_CLOSE_MS, behaviourFor } from './rules';

describe('notification rules', () => {
  it('closes information by itself after 5000 ms, without a close icon', () => {
    expect(INFO_AUTO_CLOSE_MS).toBe(5000);
    expect(behaviourFor('info')).toMatchObject({ autoClose: 5000, withCloseButton: false, role: 'status' });
  });

  it('keeps errors until closed, with a close icon', () => {
    expect(behaviourFor('error')).toMatchObject({ autoClose: false, withCloseButton: true, role: 'alert' });
  });
});
