/**
 * The entities of the one table, built once per process on first use.
 */
import { getDocumentClient, getTableName } from '../client';
import { createBossEntity, createBossSlotEntity } from './boss';
import { createDirectReportEntity } from './direct-report';
import { createNoteEntity } from './note';
import { createProfileEntity } from './profile';

function build() {
  const client = getDocumentClient();
  const table = getTableName();
  return {
    profile: createProfileEntity(client, table),
    directReport: createDirectReportEntity(client, table),
    boss: createBossEntity(client, table),
    bossSlot: createBossSlotEntity(client, table),
    note: createNoteEntity(client, table),
  };
}

let cached: ReturnType<typeof build> | undefined;

/** All entities, bound to the configured client and table. */
export function entities(): ReturnType<typeof build> {
  cached ??= build();
  return cached;
}
