import { queryOptions } from '@tanstack/react-query';
import { masters, type TBranchPaymentMethodsInput } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';
import type { BranchRef } from './master-lists.api.ts';

export const paymentMethodKeys = {
  branch: (branch: BranchRef) => ['masters', 'paymentMethods', branch.clinicUrl, branch.branchUrl] as const,
};

/** The payment-method groups with whether the branch takes each method. */
export function branchPaymentMethodsQuery(branch: BranchRef) {
  return queryOptions({
    queryKey: paymentMethodKeys.branch(branch),
    queryFn: ({ signal }) => callApi(masters.paymentMethods, { params: branch, signal }),
  });
}

export function saveBranchPaymentMethods(branch: BranchRef, body: TBranchPaymentMethodsInput) {
  return callApi(masters.paymentMethodsUpdate, { params: branch, body });
}
