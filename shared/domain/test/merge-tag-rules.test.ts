import { describe, expect, it } from 'vitest';
import { bodyMergeTagErrors, mergeTagErrors, subjectMergeTagErrors } from '../src/communications/merge-tag-rules.ts';
import { DEFAULT_TEMPLATES } from '../src/communications/notification-types.ts';

// Issue 28: tags in a syntax the renderer does not read were sent as written.

const mention = (id: string, label: string) => `<span data-type="mention" data-id="${id}">@${label}</span>`;

describe('merge tag rules', () => {
  it('takes the tags as the renderer reads them', () => {
    expect(subjectMergeTagErrors('Welcome to {event.name}, {guest.first_name}!')).toEqual({});
    expect(bodyMergeTagErrors(`<p>Dear ${mention('guest.first_name', 'First name')}, write to ada@example.com</p><a href="{link.pass}">Pass</a>`)).toEqual({});
    for (const words of Object.values(DEFAULT_TEMPLATES)) expect(mergeTagErrors(words)).toEqual({});
  });

  it('refuses tags in another syntax, unknown tags, and typed @names, by field', () => {
    expect(Object.keys(subjectMergeTagErrors('Hi {{ first_name }}'))).toEqual(['subject']);
    expect(subjectMergeTagErrors('Hi {first_name}').subject![0]).toContain('{first_name}');
    expect(subjectMergeTagErrors('Hi {guest.nickname}').subject![0]).toContain('{guest.nickname}');
    expect(subjectMergeTagErrors('Hi @first_name').subject![0]).toContain('@first_name');
    expect(bodyMergeTagErrors('<p>Dear {{ first_name }}</p>').body![0]).toContain('{{ first_name }}');
    expect(bodyMergeTagErrors('<p>Dear {event.name}</p>').body![0]).toContain('{event.name}');
    expect(bodyMergeTagErrors(`<p>${mention('guest.nickname', 'Nickname')}</p>`).body![0]).toContain('@Nickname');
    expect(bodyMergeTagErrors('<a href="{guest.first_name}">x</a>').body![0]).toContain('{guest.first_name}');
    expect(bodyMergeTagErrors('<p>Dear @first_name,</p>').body![0]).toContain('@first_name');
    // Words that only look a little like tags stay words.
    expect(bodyMergeTagErrors('<p>Meet @ the bar, or ask @anna</p>')).toEqual({});
  });
});
