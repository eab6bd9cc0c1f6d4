import type { BranchBilling, BranchBillingInput } from '@pg/contracts/branch-billing';
import type { electricityRate, electricityRateInput } from '@pg/contracts/electricity';
import type { LateFeeRule, LateFeeRuleValues, lateFeeRuleAnswer } from '@pg/contracts/late-fees';
import type {
  ReminderSchedule,
  ReminderScheduleAnswer,
  ReminderScheduleValues,
} from '@pg/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { branchBillingKey } from '@/domain/branches/branch-billing';
import { apiClient } from '@/lib/api-client';
import { queryRoots, useChangeMutation } from '@/lib/query-keys';

/**
 * A branch's rent settings: its billing defaults, its late fee rule and its electricity rate.
 * They are settings of the branch, under the branches' root: saving one marks them stale.
 */
export const rentSettingsKeys = {
  branch: (branchId: string) => [...queryRoots.branches, branchId, 'rent-settings'] as const,
  billing: branchBillingKey,
  lateFee: (branchId: string) => [...rentSettingsKeys.branch(branchId), 'late-fee-rule'] as const,
  electricity: (branchId: string) => [...rentSettingsKeys.branch(branchId), 'electricity-rate'] as const,
  reminders: (branchId: string) => [...rentSettingsKeys.branch(branchId), 'reminder-schedule'] as const,
};

const branchPath = (branchId: string, rest: string) =>
  `/api/branches/${encodeURIComponent(branchId)}/${rest}`;

/** The branch's billing defaults: one query, shared with Create Booking. */
export { useBranchBilling } from '@/domain/branches/branch-billing';

export function useSaveBranchBilling(branchId: string) {
  return useChangeMutation('branches', {
    mutationFn: (input: BranchBillingInput) =>
      apiClient.put<BranchBilling>(branchPath(branchId, 'billing'), input),
  });
}

export function useLateFeeRule(branchId: string) {
  return useQuery({
    queryKey: rentSettingsKeys.lateFee(branchId),
    queryFn: ({ signal }) =>
      apiClient.get<z.infer<typeof lateFeeRuleAnswer>>(branchPath(branchId, 'late-fee-rule'), { signal }),
  });
}

export function useSaveLateFeeRule(branchId: string) {
  return useChangeMutation('branches', {
    mutationFn: (input: LateFeeRuleValues) =>
      apiClient.put<LateFeeRule>(branchPath(branchId, 'late-fee-rule'), input),
  });
}

export function useRemoveLateFeeRule(branchId: string) {
  return useChangeMutation('branches', {
    mutationFn: () => apiClient.delete<{ removed: boolean }>(branchPath(branchId, 'late-fee-rule')),
  });
}

type ElectricityRate = z.infer<typeof electricityRate>;

export function useElectricityRate(branchId: string, enabled = true) {
  return useQuery({
    queryKey: rentSettingsKeys.electricity(branchId),
    queryFn: ({ signal }) =>
      apiClient.get<{ rate: ElectricityRate | null }>(branchPath(branchId, 'electricity-rate'), { signal }),
    enabled,
  });
}

export function useSaveElectricityRate(branchId: string) {
  return useChangeMutation('branches', {
    mutationFn: (input: z.output<typeof electricityRateInput>) =>
      apiClient.put<ElectricityRate>(branchPath(branchId, 'electricity-rate'), input),
  });
}

/** The branch's schedule of automatic reminders, and the channels (e-mail, WhatsApp) the server sends by. */
export function useReminderSchedule(branchId: string) {
  return useQuery({
    queryKey: rentSettingsKeys.reminders(branchId),
    queryFn: ({ signal }) =>
      apiClient.get<ReminderScheduleAnswer>(branchPath(branchId, 'reminder-schedule'), { signal }),
  });
}

export function useSaveReminderSchedule(branchId: string) {
  return useChangeMutation('branches', {
    mutationFn: (input: ReminderScheduleValues) =>
      apiClient.put<ReminderSchedule>(branchPath(branchId, 'reminder-schedule'), input),
  });
}
