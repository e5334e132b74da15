/** The widget's default locale: dates and times as Australians write them. */
export const DEFAULT_LOCALE = 'en-AU';

/** A locale Intl accepts (e.g. 'en-GB', 'fr'); anything else is a console warning and the default. */
export function resolveLocale(locale: string | undefined): string {
  if (!locale) return DEFAULT_LOCALE;
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? DEFAULT_LOCALE;
  } catch {
    console.warn(`energy-advisor: locale ${JSON.stringify(locale)} is not a language tag; ${DEFAULT_LOCALE} is used`);
    return DEFAULT_LOCALE;
  }
}

/** A message's time of day in `locale` ('' for an invalid timestamp). */
export function formatTime(timestamp: string, locale: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
}

/** A date in `locale`: day, short month and year. */
export function formatDate(date: Date, locale: string): string {
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}
