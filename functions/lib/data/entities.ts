/**
 * The table wiring: every entity of the one table (each defined by its resource folder), bound to
 * the configured document client and table name, built once per process on first use.
 */
import {
  createMomentEntity,
  createMomentLatestEntity,
  createMomentSetEntity,
} from '../moments/moment-entity';
import { createAiCallWindowEntity } from '../ai/rate-limit/ai-call-window-entity';
import { createIntegrationEntity } from '../integrations/integration-entity';
import { createOAuthStateEntity } from '../integrations/oauth-state/oauth-state-entity';
import { createNoteEntity } from '../notes/note-entity';
import { createBossEntity, createBossSlotEntity } from '../people/boss-entity';
import { createDirectReportEntity } from '../people/direct-report-entity';
import { createProfileEntity } from '../profile/profile-entity';
import { createQuotaEntity } from '../quotas/quota-entity';
import { createUsageSignalEntity } from '../usage/usage-signal-entity';
import { createWeekSummaryEntity } from '../week-summary/week-summary-entity';
import { getDocumentClient, getTableName } from './client';

function build() {
  const client = getDocumentClient();
  const table = getTableName();
  return {
    profile: createProfileEntity(client, table),
    directReport: createDirectReportEntity(client, table),
    boss: createBossEntity(client, table),
    bossSlot: createBossSlotEntity(client, table),
    note: createNoteEntity(client, table),
    moment: createMomentEntity(client, table),
    momentSet: createMomentSetEntity(client, table),
    momentLatest: createMomentLatestEntity(client, table),
    usageSignal: createUsageSignalEntity(client, table),
    aiCallWindow: createAiCallWindowEntity(client, table),
    integration: createIntegrationEntity(client, table),
    oauthState: createOAuthStateEntity(client, table),
    weekSummary: createWeekSummaryEntity(client, table),
    quota: createQuotaEntity(client, table),
  };
}

let cached: ReturnType<typeof build> | undefined;

/** All entities, bound to the configured client and table. */
export function entities(): ReturnType<typeof build> {
  cached ??= build();
  return cached;
}
