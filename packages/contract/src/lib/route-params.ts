/** Spec access §5: clinicUrl and branchUrl are present, not 'undefined'/'null', at most 50 characters. */
export const ROUTE_PARAM_MAX = 50;

export type RouteParamProblem = 'INVALID_PARAMS' | 'INVALID_LENGTH';

export function checkTenantParam(value: unknown): RouteParamProblem | null {
  if (typeof value !== 'string' || value.trim() === '' || value === 'undefined' || value === 'null') {
    return 'INVALID_PARAMS';
  }
  if (value.length > ROUTE_PARAM_MAX) return 'INVALID_LENGTH';
  return null;
}
