/** Reading IAM grants out of a synthesized template, for the stack tests. */
export type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

/**
 * Every statement of every policy attached to the role, separate (`AWS::IAM::Policy`) or inline
 * (the role's `Policies`): a grant added either way is seen.
 */
export function statementsOf(resources: Resources, roleId: string): Statement[] {
  const statements: Statement[] = [];
  for (const resource of Object.values(resources)) {
    if (resource.Type !== 'AWS::IAM::Policy') continue;
    const roles = (resource.Properties.Roles ?? []) as { Ref?: string }[];
    if (!roles.some((role) => role.Ref === roleId)) continue;
    statements.push(...(resource.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  }
  const role = resources[roleId];
  for (const policy of (role?.Properties.Policies ?? []) as { PolicyDocument: { Statement: Statement[] } }[])
    statements.push(...policy.PolicyDocument.Statement);
  return statements;
}
