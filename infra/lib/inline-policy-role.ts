/**
 * A role whose grants are an inline policy of the role itself instead of a separate
 * `AWS::IAM::Policy` (CDK's default policy). The statements are the same, in the same role; only
 * the CloudFormation resources differ: one per role instead of two. One stack may hold at most 500
 * resources, and every route function costs several (docs/architecture.md#the-route-table), so
 * the route roles carry their grants inline.
 */
import {
  PolicyDocument,
  Role,
  type AddToPrincipalPolicyResult,
  type PolicyStatement,
  type RoleProps,
} from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

/** The name of the inline policy holding every grant made to the role. */
export const INLINE_GRANTS_POLICY = 'Grants';

export class InlinePolicyRole extends Role {
  private readonly inlineGrants: PolicyDocument;

  constructor(scope: Construct, id: string, props: Omit<RoleProps, 'inlinePolicies'>) {
    const grants = new PolicyDocument();
    super(scope, id, { ...props, inlinePolicies: { [INLINE_GRANTS_POLICY]: grants } });
    this.inlineGrants = grants;
  }

  /** Adds the statement to the role's inline policy (it exists with the role: nothing to wait for). */
  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    this.inlineGrants.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}
