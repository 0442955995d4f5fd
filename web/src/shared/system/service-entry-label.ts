import { CsType, type CustomerServiceEntry } from '@portal/contracts';
import type { TFunction } from 'i18next';

const labelled = Object.values(CsType);
type Labelled = (typeof labelled)[number];

/** An entry's name: the title the site gives it (spec 04), else a label by its csType, else "Customer service". */
export function serviceEntryLabel(entry: Pick<CustomerServiceEntry, 'csType' | 'title'>, t: TFunction<'common'>): string {
  const title = entry.title?.trim();
  if (title) return title;
  return (labelled as readonly string[]).includes(entry.csType) ? t(`serviceTypes.${entry.csType as Labelled}`) : t('menu.customerService');
}
