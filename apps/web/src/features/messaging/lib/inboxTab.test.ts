import { describe, expect, it } from 'vitest';
import { INBOX_TAB_KEY, readInboxTab, writeInboxTab } from './inboxTab';

describe('inbox tab memory', () => {
  it('defaults to Actueel', () => {
    expect(readInboxTab()).toBe('ACTUAL');
  });

  it('remembers the chosen tab in localStorage', () => {
    writeInboxTab('ARCHIVED');
    expect(localStorage.getItem(INBOX_TAB_KEY)).toBe('ARCHIVED');
    expect(readInboxTab()).toBe('ARCHIVED');
    writeInboxTab('ACTUAL');
    expect(readInboxTab()).toBe('ACTUAL');
  });

  it('ignores an unknown stored value', () => {
    localStorage.setItem(INBOX_TAB_KEY, 'nonsense');
    expect(readInboxTab()).toBe('ACTUAL');
  });
});
