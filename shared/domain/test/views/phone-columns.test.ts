import { describe, expect, it } from 'vitest';
import { phoneColumnOrder } from '../../src/views/column-visibility.ts';

describe('the guest list on a phone', () => {
  it('shows the name first, after the selection box', () => {
    expect(phoneColumnOrder(['select', 'checked_in', 'profile_image_src', 'floorplan_link', 'first_name', 'last_name', 'email', 'actions'])).toEqual([
      'select',
      'first_name',
      'last_name',
      'checked_in',
      'profile_image_src',
      'floorplan_link',
      'email',
      'actions',
    ]);
  });

  it('keeps the order when a name column is hidden or there is no selection box', () => {
    expect(phoneColumnOrder(['checked_in', 'last_name', 'email'])).toEqual(['last_name', 'checked_in', 'email']);
  });
});
