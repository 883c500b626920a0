import { describe, expect, it } from 'vitest';
import { withEntries } from './entry-update';

const base = {
  TableName: 't',
  Key: { pk: 'USER#u', sk: 'WEEK#2026-03-02' },
  UpdateExpression: 'SET #updatedAt = :updatedAt_u0',
  ExpressionAttributeNames: { '#updatedAt': 'updatedAt' },
  ExpressionAttributeValues: { ':updatedAt_u0': '2026-03-02T09:00:00.000Z' },
};

describe('withEntries', () => {
  it('adds SET, REMOVE and set ADD clauses over their own placeholders, with the condition', () => {
    const input = withEntries(base, {
      set: { 'm#dr#1#recognition': 'x' },
      remove: ['m#dr#1#feedbackGiven'],
      addToSet: { name: 'mirrorChanged', values: ['m#dr#1#recognition'] },
      condition: 'attribute_exists(#r0)',
    });
    expect(input.UpdateExpression).toBe(
      'SET #updatedAt = :updatedAt_u0, #e0 = :e0 REMOVE #r0 ADD #a0 :a0',
    );
    expect(input.ExpressionAttributeNames).toEqual({
      '#updatedAt': 'updatedAt',
      '#e0': 'm#dr#1#recognition',
      '#r0': 'm#dr#1#feedbackGiven',
      '#a0': 'mirrorChanged',
    });
    expect(input.ExpressionAttributeValues).toEqual({
      ':updatedAt_u0': '2026-03-02T09:00:00.000Z',
      ':e0': 'x',
      ':a0': new Set(['m#dr#1#recognition']),
    });
    expect(input.ConditionExpression).toBe('attribute_exists(#r0)');
  });

  it('refuses a base update with another clause than SET', () => {
    expect(() =>
      withEntries(
        { ...base, UpdateExpression: 'SET #a = :a ADD #version :v' },
        { set: { x: 'y' } },
      ),
    ).toThrow(/SET-only/);
  });
});
