import { useQueries } from '@tanstack/react-query';
import { AI_FALLBACK_PRICES, bahtToSatang, type TAiClassName } from '@yim/contract';
import { masterEntriesQuery, type BranchRef } from '../masters/master-lists.api.ts';
import { TREAT_LIST } from '../masters/master-lists.config.ts';

/** The word a branch's treatment list names each condition's usual treatment by (Thai first). */
export const AI_TREATMENT_KEYWORDS: Record<TAiClassName, string> = {
  carries: 'อุดฟัน',
  gum: 'เกลารากฟัน',
  calculus: 'ขูดหินปูน',
  tongue: 'ทำความสะอาดลิ้น',
  worn_teeth: 'บูรณะฟันสึก',
  fluorosis: 'วีเนียร์',
};

export type AiPrice = {
  satang: number;
  source: 'branch' | 'fallback';
  treatmentName: string | null;
  /** The branch's treat entry the price is from: what a plan item names; none for a fallback price. */
  masterId: number | null;
};

/**
 * The price of each condition's treatment: the first priced entry of the branch's master list
 * whose name has the keyword, else the fallback price of spec §9.
 */
export function useAiTreatmentPrices(branch: BranchRef, classes: readonly TAiClassName[]) {
  const results = useQueries({
    queries: classes.map((className) =>
      masterEntriesQuery(TREAT_LIST, branch, {
        keyword: AI_TREATMENT_KEYWORDS[className],
        cateId: null,
        page: 0,
        withCatalogue: false,
      }),
    ),
  });
  const prices = new Map<TAiClassName, AiPrice>();
  classes.forEach((className, index) => {
    const entry = results[index]?.data?.list.find((row) => row.price !== null);
    prices.set(
      className,
      entry
        ? { satang: bahtToSatang(entry.price!), source: 'branch', treatmentName: entry.nameTh, masterId: entry.id }
        : { satang: AI_FALLBACK_PRICES[className], source: 'fallback', treatmentName: null, masterId: null },
    );
  });
  return { prices, isLoading: results.some((result) => result.isPending) };
}
