import { describe, expect, it } from 'vitest';
import { asksToSaveData, isSlowConnection, readDataSaverMode, savesData } from './data-saver.ts';

const quiet = { saveData: false, slowConnection: false };

describe('data saver', () => {
  it('reads the mode from a Cookie header, Automatic when it is missing or unknown', () => {
    expect(readDataSaverMode('theme=dark; data-saver=on')).toBe('on');
    expect(readDataSaverMode('data-saver=off')).toBe('off');
    expect(readDataSaverMode(undefined)).toBe('auto');
    expect(readDataSaverMode('data-saver=yes')).toBe('auto');
  });

  it('saves data in Automatic when the browser sends Save-Data or the connection is 2G', () => {
    expect(savesData('auto', quiet)).toBe(false);
    expect(savesData('auto', { ...quiet, saveData: true })).toBe(true);
    expect(savesData('auto', { ...quiet, slowConnection: true })).toBe(true);
  });

  it("keeps the reader's own choice whatever the browser says", () => {
    expect(savesData('on', quiet)).toBe(true);
    expect(savesData('off', { saveData: true, slowConnection: true })).toBe(false);
  });

  it('reads Save-Data and the connection types of 2G', () => {
    expect(asksToSaveData('on')).toBe(true);
    expect(asksToSaveData(' On ')).toBe(true);
    expect(asksToSaveData('off')).toBe(false);
    expect(asksToSaveData(undefined)).toBe(false);
    expect(['slow-2g', '2g', '3g', '4g', undefined].map(isSlowConnection)).toEqual([true, true, false, false, false]);
  });
});
