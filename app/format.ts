/** Danish (da-DK) formatting of money, dates and times with Intl, each formatter made once (engine/format.ts). */
import { dateFormat, numberFormat } from '../engine/format.ts';

/** An amount in minor units (øre) as Danish currency, e.g. 14900 DKK → '149,00 kr.'. */
export function formatMoney(amountMinor: number, currency: string): string {
  return numberFormat({ style: 'currency', currency }).format(amountMinor / 100);
}

/** A date and time, e.g. '21.11.2026 14.05'. */
export function formatDateTime(iso: string): string {
  return dateFormat({ dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/** A date, e.g. '21. nov. 2026'. */
export function formatDay(iso: string): string {
  return dateFormat({ dateStyle: 'medium' }).format(new Date(iso));
}
