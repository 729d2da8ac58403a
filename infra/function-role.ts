import { Lazy } from 'aws-cdk-lib';
import {
  type AddToPrincipalPolicyResult,
  type CfnRole,
  ManagedPolicy,
  PolicyDocument,
  type PolicyStatement,
  Role,
  ServicePrincipal,
} from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

/**
 * A function's role that keeps its statements in the role itself (`Policies` of the
 * `AWS::IAM::Role`) instead of a separate `AWS::IAM::Policy`: the same permissions, one
 * CloudFormation resource less per function (a stack holds at most 500), and the permissions exist
 * as soon as the role does, before the function that depends on it.
 */
export class FunctionRole extends Role {
  private statements!: PolicyDocument;

  constructor(scope: Construct, id: string) {
    super(scope, id, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
    });
    const statements = new PolicyDocument();
    this.statements = statements;
    // An empty policy is not valid IAM: a role that is granted nothing has no inline policy.
    (this.node.defaultChild as CfnRole).policies = Lazy.any(
      {
        produce: () =>
          statements.isEmpty ? undefined : [{ policyName: 'Function', policyDocument: statements }],
      },
      { omitEmptyArray: true },
    );
  }

  /** Every grant (`addToRolePolicy`, `grant*`) lands here. */
  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    this.statements.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}
