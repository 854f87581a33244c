import { AUDIT_ACTION_LABELS } from '@wayfare/contract/audit-actions';
import { DELETED_USER_LABEL, OPERATOR_ACTOR_LABEL } from '@wayfare/contract/audit-actors';
import { describe, expect, it } from 'vitest';
import raw from './locales/en.json?raw';

// As written (an import of the JSON itself is compiled: lib/i18n/catalog.ts).
const en = JSON.parse(raw) as Record<string, string>;

/*
 * The trail's English words are the contract's, which the CSV export writes too: the catalogue
 * keeps the same ones.
 */
describe('audit catalogue', () => {
  it('names every action as the contract does', () => {
    const labels = Object.fromEntries(
      Object.entries(en)
        .filter(([key]) => key.startsWith('audit.action.'))
        .map(([key, text]) => [key.slice('audit.action.'.length), text]),
    );
    expect(labels).toEqual(AUDIT_ACTION_LABELS);
  });

  it('names the operator and a deleted user as the contract does', () => {
    expect(en['audit.actor.operator']).toBe(OPERATOR_ACTOR_LABEL);
    expect(en['audit.actor.deleted']).toBe(DELETED_USER_LABEL);
  });
});
