/**
 * Commitment entity (docs/data.md#commitments): a promise made in a 1:1, `USER#<userId>` /
 * `PROMISE#<commitmentId>` (a ULID; it sorts outside the people Query's `BOSS#`…`DR#` range,
 * so reading the people never reads a commitment: people/people-query.ts). It is about one of
 * the user's people (`personKey` `dr#<id>` / `boss#<id>`, with `directReportId` or `bossId`), was
 * made in a meeting (`meetingId`, the id of that 1:1 and of its note, and `meetingDate`, its
 * local date) and is `open` or `done` (`state`).
 *
 * Indexes (each key composite is written on every update, so ElectroDB rebuilds the keys)
 * - byState on gsi1: `COMMITS#<userId>#<state>` / `<owner>#<meetingDate>#<createdAt>#<id>`: the
 *   user's open items, the manager's own first ('me' sorts before 'them'), oldest first.
 * - byPerson on gsi2: `PCOMMITS#<userId>#<personKey>#<state>` / `<meetingDate>#<createdAt>#<id>`:
 *   one person's open items, oldest first.
 * - byMeeting on gsi3: `MCOMMITS#<userId>#<checklistMeetingId>` / `<createdAt>#<id>`: a meeting's
 *   checklist — what was made there, and what was ticked done there.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GSI1, GSI2, GSI3 } from '../../../../shared/data/table';
import {
  COMMITMENT_OWNERS,
  COMMITMENT_SECTIONS,
  COMMITMENT_STATES,
} from '../../../../shared/domain/constants';
import { bookkeepingAttributes, userIndex, userSchema } from '../keys';

const commitmentSchema = userSchema({
  entity: 'commitment',
  attributes: {
    /** A ULID. */
    commitmentId: { type: 'string', required: true },
    /** `dr#<id>` or `boss#<id>`: who the 1:1 was with. */
    personKey: { type: 'string', required: true },
    directReportId: { type: 'string' },
    bossId: { type: 'string' },
    /** The 1:1 it was made in (`dr-<personId>-<YYYYMMDD>`), which is also its note's id. */
    meetingId: { type: 'string', required: true },
    /** That 1:1's local date, 'YYYY-MM-DD'. */
    meetingDate: { type: 'string', required: true },
    section: { type: COMMITMENT_SECTIONS, required: true },
    text: { type: 'string', required: true },
    owner: { type: COMMITMENT_OWNERS, required: true },
    /** Optional due date, 'YYYY-MM-DD'. */
    due: { type: 'string' },
    state: { type: COMMITMENT_STATES, required: true, default: 'open' },
    /** When it was ticked done (ISO 8601 UTC); absent while open. */
    doneAt: { type: 'string' },
    /** The 1:1 it was ticked done in, when it was ticked in one; absent otherwise. */
    doneMeetingId: { type: 'string' },
    /** The meeting whose checklist shows it: where it was ticked done, else where it was made. */
    checklistMeetingId: { type: 'string', required: true },
    ...bookkeepingAttributes,
    /** ISO 8601 UTC; part of the index sort keys, sent unchanged on every update. */
    createdAt: { ...bookkeepingAttributes.createdAt, readOnly: false },
  },
  indexes: {
    byUser: userIndex('PROMISE#${commitmentId}', ['commitmentId']),
    byState: {
      index: GSI1.indexName,
      pk: {
        field: GSI1.partitionKey,
        composite: ['userId', 'state'],
        template: 'COMMITS#${userId}#${state}',
        casing: 'none',
      },
      sk: {
        field: GSI1.sortKey,
        composite: ['owner', 'meetingDate', 'createdAt', 'commitmentId'],
        template: '${owner}#${meetingDate}#${createdAt}#${commitmentId}',
        casing: 'none',
      },
    },
    byPerson: {
      index: GSI2.indexName,
      pk: {
        field: GSI2.partitionKey,
        composite: ['userId', 'personKey', 'state'],
        template: 'PCOMMITS#${userId}#${personKey}#${state}',
        casing: 'none',
      },
      sk: {
        field: GSI2.sortKey,
        composite: ['meetingDate', 'createdAt', 'commitmentId'],
        template: '${meetingDate}#${createdAt}#${commitmentId}',
        casing: 'none',
      },
    },
    byMeeting: {
      index: GSI3.indexName,
      pk: {
        field: GSI3.partitionKey,
        composite: ['userId', 'checklistMeetingId'],
        template: 'MCOMMITS#${userId}#${checklistMeetingId}',
        casing: 'none',
      },
      sk: {
        field: GSI3.sortKey,
        composite: ['createdAt', 'commitmentId'],
        template: '${createdAt}#${commitmentId}',
        casing: 'none',
      },
    },
  },
});

export const createCommitmentEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(commitmentSchema, { client, table });

export type CommitmentEntity = ReturnType<typeof createCommitmentEntity>;
