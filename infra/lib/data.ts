/**
 * The one DynamoDB table (docs/data.md#key-design), built from the shared
 * description in shared/data/table.ts: `pk`/`sk` keys, every global index of GLOBAL_INDEXES
 * (`gsi1`: cross-user jobs and a user's notes by creation; `gsi2`: a person's notes) and TTL on
 * `expiresAt`. CloudFormation adds at most one global index per deployment: add new ones one
 * release at a time. On-demand billing, point-in-time recovery, encryption with the
 * customer-managed table key, deletion protection, and the table is retained if the stack goes.
 *
 * With `existingTableName` (CDK context `tableName`, docs/operations.md#runbook) the stack creates
 * no table and uses that one — a point-in-time restore encrypted with the same table key — with the
 * same grants; its own table leaves the stack but is retained. PITR, TTL and deletion protection of
 * such a table are set with the AWS CLI, not by the stack.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  Table,
  TableEncryption,
  type ITable,
} from 'aws-cdk-lib/aws-dynamodb';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { GLOBAL_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '../../shared/data/table';

export interface DataProps {
  /** Customer-managed key for encryption at rest (Keys.tableKey). */
  readonly encryptionKey: IKey;
  /** An existing table (encrypted with `encryptionKey`) to use instead of creating one. */
  readonly existingTableName?: string | undefined;
}

/** The app's data store. */
export class Data extends Construct {
  readonly table: ITable;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    if (props.existingTableName) {
      this.table = Table.fromTableAttributes(this, 'Table', {
        tableName: props.existingTableName,
        encryptionKey: props.encryptionKey,
        globalIndexes: GLOBAL_INDEXES.map((index) => index.indexName),
      });
      return;
    }
    const table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: props.encryptionKey,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of GLOBAL_INDEXES) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
    this.table = table;
  }
}
