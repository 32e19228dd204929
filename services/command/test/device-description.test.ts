import { describe, expect, it } from 'vitest';
import { describeDevice } from '../src/identity/device-description.ts';

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('a session’s device in words', () => {
  it('names the browser with its major version and the operating system', () => {
    expect(describeDevice(CHROME_MAC)).toEqual({ browser: 'Chrome 131', os: 'macOS Catalina', label: 'Chrome 131 on macOS Catalina' });
    expect(describeDevice(FIREFOX_WINDOWS).label).toBe('Firefox 133 on Windows 10');
    expect(describeDevice(SAFARI_IPHONE).label).toBe('Safari 17 on iOS');
    expect(describeDevice(CHROME_ANDROID).label).toBe('Chrome 131 on Android');
  });

  it('says "Unknown device" when there is no user agent, and what it can of an unusual one', () => {
    expect(describeDevice(null)).toEqual({ browser: null, os: null, label: 'Unknown device' });
    expect(describeDevice('   ').label).toBe('Unknown device');
    expect(describeDevice('curl/8.5.0').label).toBe('Unknown device');
  });
});
