// Money on screen (spec 001 §1, §9): credits are whole numbers; a credit is worth the exchange rate in
// euro cents; euro amounts are shown in the nl-NL style ('€ 4,75').

const euroFormat = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/** 475 → '€ 4,75' (nl-NL, with the non-breaking space Intl puts after the euro sign). */
export function formatEuroCents(cents: number): string {
  return euroFormat.format(cents / 100);
}

/** What a number of credits is worth in euro cents at the given exchange rate (cents per credit). */
export function creditsToCents(credits: number, exchangeRate: number): number {
  return credits * exchangeRate;
}

/** The euro value of a number of credits, formatted: 25 credits at 19 cents → '€ 4,75'. */
export function formatCreditsInEuros(credits: number, exchangeRate: number): string {
  return formatEuroCents(creditsToCents(credits, exchangeRate));
}
