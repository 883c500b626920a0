/**
 * The table wiring: every entity of the one table (each schema in schema/), bound to
 * the configured document client and table name, each built once per process on its first use.
 */
import {
  createMomentEntity,
  createMomentLatestEntity,
  createMomentSetEntity,
} from './schema/moment-entity';
import { createCalendarSyncEntity } from './schema/calendar-sync-entity';
import { createAiCallWindowEntity } from './schema/ai-call-window-entity';
import { createIntegrationEntity } from './schema/integration-entity';
import { createOAuthStateEntity } from './schema/oauth-state-entity';
import { createNoteEntity } from './schema/note-entity';
import { createCommitmentEntity } from './schema/commitment-entity';
import { createBossEntity, createBossSlotEntity } from './schema/boss-entity';
import { createDirectReportEntity } from './schema/direct-report-entity';
import { createProfileEntity } from './schema/profile-entity';
import { createQuotaEntity } from './schema/quota-entity';
import { createUsageSignalEntity } from './schema/usage-signal-entity';
import { createWeekSummaryEntity } from './schema/week-summary-entity';
import { getDocumentClient, getTableName } from './client';
import { withoutModelCheck } from './trusted-model';

/** How each entity is made from the document client and the table name. */
export const FACTORIES = {
  profile: createProfileEntity,
  directReport: createDirectReportEntity,
  boss: createBossEntity,
  bossSlot: createBossSlotEntity,
  note: createNoteEntity,
  moment: createMomentEntity,
  momentSet: createMomentSetEntity,
  momentLatest: createMomentLatestEntity,
  usageSignal: createUsageSignalEntity,
  aiCallWindow: createAiCallWindowEntity,
  integration: createIntegrationEntity,
  oauthState: createOAuthStateEntity,
  weekSummary: createWeekSummaryEntity,
  calendarSync: createCalendarSyncEntity,
  quota: createQuotaEntity,
  commitment: createCommitmentEntity,
};

type Entities = { readonly [K in keyof typeof FACTORIES]: ReturnType<(typeof FACTORIES)[K]> };

/**
 * An object with one getter per entity that builds it on first read and keeps it: a function
 * builds only the entities it uses, each without ElectroDB's run-time model check
 * (trusted-model.ts; entities.test.ts checks every model), both for short cold starts
 * (docs/performance.md#cold-starts).
 */
function lazyEntities(): Entities {
  const built: Partial<Record<keyof Entities, unknown>> = {};
  const result = {};
  for (const name of Object.keys(FACTORIES) as (keyof Entities)[]) {
    Object.defineProperty(result, name, {
      enumerable: true,
      get: () =>
        (built[name] ??= withoutModelCheck(() =>
          FACTORIES[name](getDocumentClient(), getTableName()),
        )),
    });
  }
  return result as Entities;
}

let cached: Entities | undefined;

/** All entities, bound to the configured client and table, each built on its first use. */
export function entities(): Entities {
  cached ??= lazyEntities();
  return cached;
}
