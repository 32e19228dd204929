import { describe, expect, it } from 'vitest';
import * as domain from '../src/index.ts';

describe('business constants', () => {
  it('match spec section 9', () => {
    expect(domain.SNACKBAR_TIMEOUT_MS).toBe(3000);
    expect(domain.VALIDATION_NOTICE_MS).toBe(4500);
    expect(domain.DIALOG_MAX_WIDTH_PX).toBe(715);
    expect(domain.DIALOG_DEFAULT_HEADING).toBe('Attention!');
    expect(domain.AUTH_COOKIE_DAYS).toBe(15);
    expect(domain.EVENT_START_WINDOW_HOURS).toBe(12);
    expect(domain.PRIMARY_COLOR).toBe('#2D4CD7');
    expect(domain.BREAKPOINTS).toEqual({ desktop: 1100, tablet: 768 });
    expect(domain.DEFAULT_TIMEZONE).toBe('US/Eastern');
    expect(domain.DEFAULT_COUNTRY).toEqual({ code: 'US', name: 'United States' });
  });

  it('are all re-exported from the package entry', () => {
    const names = [
      'required',
      'email',
      'phone',
      'maxLength',
      'minLength',
      'noSpecialCharacters',
      'notEqual',
      'notIn',
      'pattern',
      'checkField',
      'normalizePhone',
      'addError',
      'hasErrors',
      'firstMessages',
      'combineDateTime',
      'validateEventDates',
      'startDateMinimum',
      'endDateMinimum',
      'TIMEZONES',
      'isKnownTimezone',
      'TIME_OPTIONS',
      'US_STATES',
      'COUNTRIES',
      'stateByCode',
      'countryByCode',
      'emptyLocation',
      'normalizeLocation',
      'percentage',
      'truncate',
      'formatDate',
      'formatRelative',
    ];
    for (const name of names) expect(domain, name).toHaveProperty(name);
  });
});
