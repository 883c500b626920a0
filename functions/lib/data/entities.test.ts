import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { FACTORIES } from './entities';
import { hasModelCheckHook, withoutModelCheck } from './trusted-model';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));

/** A model ElectroDB's check refuses (a numeric field name) but can still build. */
const badModel = {
  model: { entity: 'bad', version: '1', service: 'coach' },
  attributes: { id: { type: 'string', field: 5 } },
  indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
};

describe('entities', () => {
  it.each(Object.entries(FACTORIES))(
    'the %s model passes ElectroDB’s model check',
    (_name, create) => {
      expect(() => create(client, 'coach')).not.toThrow();
    },
  );

  it('ElectroDB still has the model check the functions skip', () => {
    expect(hasModelCheckHook()).toBe(true);
    expect(() => new Entity(badModel as never, { client, table: 'coach' })).toThrow(
      /attributes\.id\.field is not of a type\(s\) string/,
    );
  });

  it('skips the check only while building, and puts it back', () => {
    expect(() =>
      withoutModelCheck(() => new Entity(badModel as never, { client, table: 'coach' })),
    ).not.toThrow();
    expect(() => new Entity(badModel as never, { client, table: 'coach' })).toThrow(
      /attributes\.id\.field is not of a type\(s\) string/,
    );
    expect(() =>
      withoutModelCheck(() => {
        throw new Error('build failed');
      }),
    ).toThrow('build failed');
    expect(() => new Entity(badModel as never, { client, table: 'coach' })).toThrow(
      /attributes\.id\.field is not of a type\(s\) string/,
    );
  });
});
