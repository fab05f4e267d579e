/** Danish (da-DK) formatting of money, dates and times with Intl. */
const locale = 'da-DK';

/** An amount in minor units (øre) as Danish currency, e.g. 14900 DKK → '149,00 kr.'. */
export function formatMoney(amountMinor: number, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amountMinor / 100);
}

/** A date and time, e.g. '21.11.2026 14.05'. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/** A date, e.g. '21. nov. 2026'. */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}
