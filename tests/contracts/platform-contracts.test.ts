import { describe, expect, it } from 'vitest';
import { setBannerDisplaySetting } from '../../src/contracts/banners.contract';
import { postMonitoringEvents } from '../../src/contracts/monitoring.contract';
import { jsonBytes, MAX_MONITORING_DETAIL_BYTES } from '../../src/contracts/monitoring.constants';
import { listPickerProducts } from '../../src/contracts/picker-store.contract';
import { saveUserSettings } from '../../src/contracts/settings.contract';

// Each contract loads its schema on demand (src/contracts/contract.ts).
const [saveUserSettingsRequest, setBannerDisplaySettingRequest, listPickerProductsRequest, postMonitoringEventsRequest] = await Promise.all([
  saveUserSettings.request(),
  setBannerDisplaySetting.request(),
  listPickerProducts.request(),
  postMonitoringEvents.request(),
]);

describe('the settings saves', () => {
  it('store flags as text, numbers 1 and 2 included, and name the key at fault', () => {
    expect(saveUserSettingsRequest.parse({ notify_new_review: 2, backend_lang: 'de' })).toEqual({ notify_new_review: '2', backend_lang: 'de' });
    expect(saveUserSettingsRequest.safeParse({ notify_held_review: '0' }).error?.issues[0]).toMatchObject({ path: ['notify_held_review'], message: "must be '1' or '2'" });
    expect(setBannerDisplaySettingRequest.parse({ wiio: 2, home_top_ad: '1' })).toEqual({ wiio: '2', home_top_ad: '1' });
    expect(setBannerDisplaySettingRequest.safeParse({ someone_else: '2' }).error?.issues[0]).toMatchObject({ path: ['someone_else'], message: 'is not a known setting' });
  });
});

describe('the picker catalog query', () => {
  it('reads a status in any case and a keyword given once', () => {
    expect(listPickerProductsRequest.parse({ app_id: 'starling-reviews', keyword: ' scarf ', status: 'active' })).toEqual({
      app_id: 'starling-reviews',
      keyword: 'scarf',
      status: 'ACTIVE',
    });
    expect(listPickerProductsRequest.parse({})).toEqual({});
    expect(listPickerProductsRequest.safeParse({ keyword: ['a', 'b'] }).error?.issues[0]).toMatchObject({ path: ['keyword'], message: 'must be given once' });
  });
});

describe('the monitoring batch', () => {
  it('measures an event detail in UTF-8 bytes, as the limit is meant', () => {
    expect(jsonBytes({ message: 'é' })).toBe('{"message":"é"}'.length + 1);
    const detail = { message: 'é'.repeat(MAX_MONITORING_DETAIL_BYTES / 2) };
    const batch = { user: null, session: 'load-1', events: [{ type: 'error', at: 1, path: '/', detail }] };
    expect(postMonitoringEventsRequest.safeParse(batch).error?.issues[0]).toMatchObject({ path: ['events', 0, 'detail'] });
  });
});
