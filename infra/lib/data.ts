/**
 * The one DynamoDB table (ARCHITECTURE.md 'Data: one DynamoDB table'), built from the shared
 * description in shared/data/table.ts: `pk`/`sk` keys, every global index of GLOBAL_INDEXES
 * (`gsi1`: cross-user jobs and a user's notes by creation; `gsi2`: a person's notes) and TTL on
 * `expiresAt`. CloudFormation adds at most one global index per deployment: add new ones one
 * release at a time. On-demand billing, point-in-time recovery, encryption with the
 * customer-managed table key, deletion protection, and the table is retained if the stack goes.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { GLOBAL_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '../../shared/data/table';

export interface DataProps {
  /** Customer-managed key for encryption at rest (Keys.tableKey). */
  readonly encryptionKey: IKey;
}

/** The app's data store. */
export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
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
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
