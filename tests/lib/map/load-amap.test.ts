import { loadAMap, MapLoadError, securityConfig, type ImportLoader } from '@/lib/map/load-amap';
import type { MapConfig } from '@/lib/site-config';

const CONFIG: MapConfig = { key: 'test-key', securityCode: 'test-code', serviceHost: '', city: '上海市' };

interface SecurityWindow extends Window {
  _AMapSecurityConfig?: unknown;
}

function fakeLoader(load: jest.Mock) {
  const importLoader: jest.MockedFunction<ImportLoader> = jest.fn(() => Promise.resolve({ default: { load } }));
  return importLoader;
}

afterEach(() => {
  delete (window as SecurityWindow)._AMapSecurityConfig;
});

describe('securityConfig', () => {
  it('gives AMap the security code, or only the proxy path when one is set', () => {
    expect(securityConfig(CONFIG)).toEqual({ securityJsCode: 'test-code' });
    expect(securityConfig({ securityCode: '', serviceHost: 'https://example.com/_AMapService' })).toEqual({
      serviceHost: 'https://example.com/_AMapService',
    });
  });
});

describe('loadAMap', () => {
  it('sets the security config before asking the loader for version 2.0 with the page plugins', async () => {
    const AMap = { Map: jest.fn() };
    const load = jest.fn(() => {
      expect((window as SecurityWindow)._AMapSecurityConfig).toEqual({ securityJsCode: 'test-code' });
      return Promise.resolve(AMap);
    });
    await expect(loadAMap(CONFIG, window, fakeLoader(load))).resolves.toBe(AMap);
    expect(load).toHaveBeenCalledWith({
      key: 'test-key',
      version: '2.0',
      plugins: ['AMap.AutoComplete', 'AMap.PlaceSearch', 'AMap.Geolocation', 'AMap.Driving', 'AMap.Transfer', 'AMap.Walking', 'AMap.ToolBar'],
    });
  });

  it('uses the service host instead of the code when one is configured', async () => {
    const load = jest.fn(() => Promise.resolve({}));
    await loadAMap({ ...CONFIG, securityCode: '', serviceHost: 'https://example.com/_AMapService' }, window, fakeLoader(load));
    expect((window as SecurityWindow)._AMapSecurityConfig).toEqual({ serviceHost: 'https://example.com/_AMapService' });
  });

  it('turns whatever the loader rejects with (a script error event, a string) into a MapLoadError', async () => {
    await expect(loadAMap(CONFIG, window, fakeLoader(jest.fn(() => Promise.reject(new Event('error')))))).rejects.toBeInstanceOf(MapLoadError);
    await expect(loadAMap(CONFIG, window, fakeLoader(jest.fn(() => Promise.reject('请填写key'))))).rejects.toThrow('请填写key');
    await expect(loadAMap(CONFIG, window, () => Promise.reject(new Error('ChunkLoadError')))).rejects.toThrow('ChunkLoadError');
    await expect(loadAMap(CONFIG, window, fakeLoader(jest.fn(() => Promise.resolve(undefined))))).rejects.toThrow('defined no AMap');
  });

  it('never imports the loader without a key', async () => {
    const load = jest.fn();
    const importLoader = fakeLoader(load);
    await expect(loadAMap({ ...CONFIG, key: '' }, window, importLoader)).rejects.toBeInstanceOf(MapLoadError);
    expect(importLoader).not.toHaveBeenCalled();
    expect((window as SecurityWindow)._AMapSecurityConfig).toBeUndefined();
  });
});
