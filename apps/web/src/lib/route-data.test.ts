import { describe, expect, it } from 'vitest';
import { encodeRouteData, routeWithData } from '@wiy/shared/route-data';
import { decodeRouteData } from './route-data.ts';

const fields = { channelId: 'string', channelName: 'string', languageId: 'optional-string' } as const;

describe('route data', () => {
  it('round-trips an object with names in any script', () => {
    const value = { channelId: 'food_and_cooking-ch1', channelName: 'மசாலா & "Spice" Kitchen' };
    expect(decodeRouteData(encodeRouteData(value), fields)).toEqual({ ok: true, value });
  });

  it('reads the value back from a path built with routeWithData', () => {
    const path = routeWithData('/recipe-content-page', { recordId: 'recipe-english-1-1' });
    const data = new URLSearchParams(path.split('?')[1]).get('data');
    expect(decodeRouteData(data, { recordId: 'string' })).toEqual({ ok: true, value: { recordId: 'recipe-english-1-1' } });
  });

  it('accepts an empty optional field, as a channel without a logo sends', () => {
    const value = { channelId: 'c', channelName: 'n', languageId: '' };
    expect(decodeRouteData(encodeRouteData(value), fields)).toEqual({ ok: true, value });
  });

  it('keeps an optional field that is present', () => {
    const value = { channelId: 'c', channelName: 'n', languageId: 'tamil' };
    expect(decodeRouteData(encodeRouteData(value), fields)).toEqual({ ok: true, value });
  });

  it.each([
    ['a missing parameter', null],
    ['an empty parameter', ''],
    ['text that is not base64', '%%%not-base64%%%'],
    ['base64 that is not JSON', btoa('hello')],
    ['base64 cut short', encodeRouteData({ channelId: 'c', channelName: 'n' }).slice(0, 10)],
    ['JSON that is not an object', btoa('[1,2]')],
    ['JSON null', btoa('null')],
    ['a missing field', encodeRouteData({ channelId: 'c' })],
    ['an empty field', encodeRouteData({ channelId: '', channelName: 'n' })],
    ['a field of the wrong type', btoa(JSON.stringify({ channelId: 7, channelName: 'n' }))],
    ['invalid UTF-8', btoa('{"channelId":"\xff","channelName":"n"}')],
  ])('refuses %s with the clear message', (_case, raw) => {
    expect(decodeRouteData(raw, fields)).toEqual({ ok: false });
  });
});
